/// The identity of a file as `stat(2)` reports it. A rewritten file gets a new inode; a file edited in place gets a
/// new status-change time (ctime) even when its size is kept and its modification time is set back, and no one but
/// the kernel can set the ctime.
public struct SiteFileIdentity: Hashable, Sendable {
    public var device: UInt64
    public var inode: UInt64
    public var size: Int64
    public var modifiedSeconds: Int64
    public var modifiedNanoseconds: Int64
    public var changedSeconds: Int64
    public var changedNanoseconds: Int64

    public var modified: FileTime { FileTime(seconds: modifiedSeconds, nanoseconds: modifiedNanoseconds) }

    public init(device: UInt64, inode: UInt64, size: Int64, modifiedSeconds: Int64, modifiedNanoseconds: Int64,
                changedSeconds: Int64 = 0, changedNanoseconds: Int64 = 0) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modifiedSeconds = modifiedSeconds
        self.modifiedNanoseconds = modifiedNanoseconds
        self.changedSeconds = changedSeconds
        self.changedNanoseconds = changedNanoseconds
    }

    /// The numbers as the manifest stores them, in order.
    var fields: [String] {
        [device, inode].map { String($0) } + [size, modifiedSeconds, modifiedNanoseconds, changedSeconds, changedNanoseconds].map { String($0) }
    }
}
