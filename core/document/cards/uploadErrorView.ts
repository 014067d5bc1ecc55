import { at, num, obj, str } from '../read'
import type { RichNode } from '../nodeTypes'

/** Media upload error keys in their numeric order (Ricos `MediaUploadErrorKey`, codes 0 to 41). */
export const UPLOAD_ERROR_KEYS = [
  'GENERIC',
  'SIZE_LIMIT',
  'QUOTA_STORAGE_VISITOR',
  'QUOTA_STORAGE_OWNER',
  'QUOTA_VIDEO_VISITOR',
  'QUOTA_VIDEO_OWNER',
  'QUOTA_SINGLE_VIDEO_VISITOR',
  'QUOTA_SINGLE_VIDEO_OWNER',
  'MIME_TYPE_MISMATCH',
  'WMP_ERROR_GENERAL',
  'INVALID_SESSION',
  'SESSION_EXPIRED',
  'MISSING_WIX_SESSION',
  'INCORRECT_FILE_INFO',
  'CORRUPT_FILE',
  'UNSUPPORTED_EXTENSION',
  'MISSING_HEADER',
  'FORMAT_CHUNK_MISSING',
  'EXT_FILE_AUTHORIZATION',
  'EXT_FILE_FORBBIDEN',
  'IMAGE_FORMAT',
  'CORRUPT_IMAGE',
  'IMAGE_DIMENSIONS_EXCEEDED',
  'MP4_STEREO_FORMAT',
  'WAV_STEREO_FORMAT',
  'WMA_BITRATE',
  'WMA_BITRATE_LOSSY',
  'MP4_BITRATE',
  'MP3_UNSUPPORTED_STEREO',
  'MP3_UNSUPPORTED_FORMAT',
  'WAV_SAMPLE_RATE',
  'AAC_UNSUPPORTED_FORMAT',
  'WAV_UNSUPPORTED_FORMAT',
  'WAV_SAMPLE_SIZE',
  'WAV_CHUNK_SIZE',
  'AUDIO_CODEC',
  'EMPTY_FILE',
  'MP4_UNSUPPORTED_FORMAT',
  'MP4_SAMPLE_RATE',
  'VIDEO_BITRATE',
  'VIDEO_DURATION_MISMATCH',
  'VIDEO_CODEC',
] as const
/** A media upload error key. */
export type UploadErrorKey = (typeof UPLOAD_ERROR_KEYS)[number]

/** Keys whose text is the generic item upload error. */
const GENERIC_KEYS: ReadonlySet<UploadErrorKey> = new Set([
  'GENERIC',
  'QUOTA_STORAGE_VISITOR',
  'QUOTA_STORAGE_OWNER',
  'QUOTA_VIDEO_VISITOR',
  'QUOTA_VIDEO_OWNER',
])

/** Node types that may carry an upload error, and the data object holding it. */
const DATA_KEYS: Readonly<Record<string, string>> = {
  IMAGE: 'imageData',
  VIDEO: 'videoData',
  AUDIO: 'audioData',
  FILE: 'fileData',
  GALLERY: 'galleryData',
}

/** What to show for an upload error: a UI string by key, or the message the error supplied. */
export type UploadErrorView =
  | { kind: 'message'; key: 'uploadErrorGeneric' | 'uploadErrorSize'; code?: UploadErrorKey }
  | { kind: 'supplied'; text: string; code?: UploadErrorKey }

/** Reads an error key given as its name or its number (0 to 41); anything else is undefined. */
export function uploadErrorKey(value: unknown): UploadErrorKey | undefined {
  const name = str(value)
  if (name !== undefined && (UPLOAD_ERROR_KEYS as readonly string[]).includes(name)) return name as UploadErrorKey
  const n = num(value)
  return n !== undefined && Number.isInteger(n) && n >= 0 && n < UPLOAD_ERROR_KEYS.length
    ? UPLOAD_ERROR_KEYS[n]
    : undefined
}

/**
 * The error text rule: generic, storage quota and video quota keys show the generic item
 * upload error; the size limit shows the size text; otherwise the supplied message, or the generic text.
 */
export function uploadErrorView(error: unknown): UploadErrorView | undefined {
  const data = obj(error)
  if (!data) return undefined
  const code = uploadErrorKey(data.key)
  if (code === 'SIZE_LIMIT') return { kind: 'message', key: 'uploadErrorSize', code }
  if (code && GENERIC_KEYS.has(code)) return { kind: 'message', key: 'uploadErrorGeneric', code }
  const supplied = str(data.msg)?.trim() || str(data.message)?.trim()
  return supplied
    ? { kind: 'supplied', text: supplied.slice(0, 500), code }
    : { kind: 'message', key: 'uploadErrorGeneric', code }
}

/** The upload error a media node (image, video, audio, file, gallery) carries in `<kind>Data.error`, if any. */
export function nodeUploadError(node: RichNode): UploadErrorView | undefined {
  const dataKey = DATA_KEYS[node.type]
  if (!dataKey) return undefined
  const error = at(node[dataKey], 'error')
  return error === undefined ? undefined : uploadErrorView(error)
}
