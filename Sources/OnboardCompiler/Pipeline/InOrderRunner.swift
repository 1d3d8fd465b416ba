import Foundation

/// Runs one task per index on every core and hands the results back on the calling
/// thread in index order, each as soon as it and those before it are done. At most
/// `window` tasks are running or done and not yet handed back, so a run holds the
/// results of a few specs at a time, not of the whole run.
enum InOrderRunner {
    /// Workers: one per core. The calling thread only consumes.
    static var workers: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    static func run<Value: Sendable>(
        _ count: Int, window: Int = 2 * workers, _ task: @escaping @Sendable (Int) -> Value,
        consume: (Int, Value) -> Void
    ) {
        guard count > 0 else { return }
        let slots = Slots<Value>(count: count, window: max(1, window))
        let threads = min(count, workers)
        for _ in 0..<threads {
            // Threads of their own: a task may be long, and a caller on a Dispatch or
            // Swift-concurrency thread that waits must not starve the tasks it waits for.
            Thread {
                while let index = slots.claim() { slots.put(index, task(index)) }
                slots.workerDone()
            }.start()
        }
        for index in 0..<count { consume(index, slots.take(index)) }
        slots.waitForWorkers(threads)
    }
}

/// The results between the workers and the consumer, guarded by one condition.
private final class Slots<Value>: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private let window: Int
    private var done: [Int: Value] = [:]
    /// The next index a worker takes, and how many results were handed back.
    private var next = 0, handed = 0, finishedWorkers = 0

    init(count: Int, window: Int) {
        self.count = count
        self.window = window
    }

    /// The next index to run (waiting while `window` results are ahead of the consumer), or nil when all are taken.
    func claim() -> Int? {
        condition.lock(); defer { condition.unlock() }
        while next < count, next >= handed + window { condition.wait() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }

    func put(_ index: Int, _ value: Value) {
        condition.lock(); defer { condition.unlock() }
        done[index] = value
        condition.broadcast()
    }

    /// The result of `index`, once it is done; the slot is emptied.
    func take(_ index: Int) -> Value {
        condition.lock(); defer { condition.unlock() }
        while done[index] == nil { condition.wait() }
        handed += 1
        condition.broadcast()
        return done.removeValue(forKey: index)!
    }

    func workerDone() {
        condition.lock(); defer { condition.unlock() }
        finishedWorkers += 1
        condition.broadcast()
    }

    func waitForWorkers(_ workers: Int) {
        condition.lock(); defer { condition.unlock() }
        while finishedWorkers < workers { condition.wait() }
    }
}
