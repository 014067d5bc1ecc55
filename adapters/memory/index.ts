/**
 * vitrine/adapters/memory: the ports for tests (memory storage, a manual clock, scripted HTTP, a recording
 * logger, in-process locks, seeded crypto, an in-process layout worker).
 *
 * @module vitrine/adapters/memory
 */
export { memoryStorage, type MemoryStorage } from './memoryStorage'
export { manualClock, type ManualClock } from './manualClock'
export { scriptedHttp, jsonResponse, type ScriptedHttp, type ScriptedAnswer } from './scriptedHttp'
export { recordingLogger, type RecordingLogger, type LogEntry } from './recordingLogger'
export { memoryLock } from './memoryLock'
export { seededCrypto } from './seededCrypto'
export { syncLayoutWorker } from './syncLayoutWorker'
