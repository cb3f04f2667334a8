/// One key of a mapping and its value, in the order written.
public typealias CooklangMetadataEntry = (key: String, value: CooklangValue)
