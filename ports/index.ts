/**
 * vitrine/ports: the capability interfaces the cores take (HTTP, storage, clock, crypto, logger, lock,
 * frame, poll service, map provider, layout worker).
 *
 * @module vitrine/ports
 */
export type { HttpPort, HttpRequest, HttpResponse, AbortSignalLike } from './http'
export type { StoragePort } from './storage'
export type { Clock, TimerHandle, TimerOptions } from './clock'
export type { CryptoPort } from './crypto'
export type { Logger } from './logger'
export type { LockPort } from './lock'
export type { FramePort, FrameOptions, FrameMessage, FrameHandle } from './frame'
export type { PollService, PollSnapshot, PollVoter, PollVoters, PollFailure, PollOutcome } from './pollService'
export type { MapProvider, MapLocation } from './mapProvider'
export type {
  LayoutWorkerPort,
  LayoutWorkerRequest,
  LayoutWorkerResult,
  LayoutWorkerOutcome,
  LayoutWorkerItem,
} from './layoutWorker'
