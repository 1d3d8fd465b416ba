import BundleFormat

/// What a ``BundleStore`` did, or why it did not: given to its `onEvent` handler as it
/// happens (for logs and analytics), and returned by ``BundleStore/update()``. None of
/// them is an error the app must handle: the store always has good content.
public enum DeliveryEvent: Hashable, Sendable {
    /// A release was verified and stored: ``BundleStore/current`` is its content from now
    /// on, for the flows the app starts next (a running session keeps its bundle).
    case updated(sequence: Int)
    /// The channel's manifest is the one already stored: nothing to do.
    case upToDate(sequence: Int)
    /// A release was refused by ``ReleaseVerifier`` (a forged or changed file, a replayed
    /// manifest, a bundle this runtime does not play); nothing stored changed.
    case rejected(ReleaseError)
    /// A file the manifest signs is not one this runtime reads (a bundle BundleFormat
    /// cannot decode, a table that is not a String Catalog); the release is refused.
    case unreadable(path: String, reason: String)
    /// Downloading or storing did not finish (the network, the server, the disk); nothing
    /// stored changed, and the next update tries again.
    case failed(DeliveryFailure)
    /// At launch, the stored download could not be used (`reason`), so the store started
    /// on the embedded bundle. The next update downloads the channel's release again.
    case fellBack(reason: String)
    /// At launch, the stored release (`sequence`) was downloaded before the app was updated
    /// (its embedded bundle changed since): the app's new bundle is played instead, until
    /// an update finds a release newer than `sequence`.
    case superseded(sequence: Int)
}

/// Why downloading or storing a release did not finish.
public enum DeliveryFailure: Error, Hashable, Sendable {
    /// The server answered `path` with an HTTP status other than 200.
    case status(Int, path: String)
    /// The downloads did not finish within the store's budget.
    case timedOut
    /// The body of `path` is longer than `limit` bytes, so it was not read on.
    case tooLarge(path: String, limit: Int)
    /// The request for `path` failed before an answer (no network, connection lost).
    case network(path: String, reason: String)
    /// Writing the release to the store's folder failed (the disk is full, say).
    case disk(reason: String)
    /// Another ``BundleStore/update()`` of the same store is running.
    case busy
}
