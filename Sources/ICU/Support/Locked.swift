#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value that threads share, read and changed only under a POSIX mutex.
///
/// The package's lock in place of the standard library's `Mutex`: the thread sanitizer sees a
/// pthread mutex lock and unlock (it intercepts them), so checks running on many threads can
/// be proved free of races under it. `Synchronization.Mutex`, built without the sanitizer,
/// locks with atomics and futexes it cannot see, and every access under it is reported as a
/// race.
public final class Locked<Value>: @unchecked Sendable {
  // The mutex first: an empty value (`Locked<Void>`, a lock and nothing more) takes no
  // bytes, and laid out first it would share the mutex pointer's address, so that reading
  // the pointer to lock would look like a race with the value's use under the lock.
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var value: Value

  /// Guards `value`.
  public init(_ value: Value) {
    self.value = value
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with the value, no other thread holding it meanwhile.
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
