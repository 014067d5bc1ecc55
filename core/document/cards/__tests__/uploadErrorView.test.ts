import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { nodeUploadError, uploadErrorKey, uploadErrorView, UPLOAD_ERROR_KEYS } from '../uploadErrorView'

describe('upload error text by key', () => {
  it.each(['GENERIC', 'QUOTA_STORAGE_VISITOR', 'QUOTA_STORAGE_OWNER', 'QUOTA_VIDEO_VISITOR', 'QUOTA_VIDEO_OWNER'])(
    '%s shows the generic item upload error even with a message',
    (key) => {
      expect(uploadErrorView({ key, msg: 'raw server text' })).toEqual({
        kind: 'message',
        key: 'uploadErrorGeneric',
        code: key,
      })
    },
  )

  it('the size limit shows the size text, by name or by its number 1', () => {
    expect(uploadErrorView({ key: 'SIZE_LIMIT' })).toMatchObject({ key: 'uploadErrorSize' })
    expect(uploadErrorView({ key: 1 })).toMatchObject({ key: 'uploadErrorSize', code: 'SIZE_LIMIT' })
  })

  it('without a key the supplied message shows, else the generic text', () => {
    expect(uploadErrorView({ msg: 'Disk full on the media server' })).toEqual({
      kind: 'supplied',
      text: 'Disk full on the media server',
    })
    expect(uploadErrorView({})).toEqual({ kind: 'message', key: 'uploadErrorGeneric' })
    expect(uploadErrorView({ msg: '   ' })).toEqual({ kind: 'message', key: 'uploadErrorGeneric' })
  })

  it('reads numeric codes 0 to 41 and nothing else', () => {
    expect(uploadErrorKey(0)).toBe('GENERIC')
    expect(uploadErrorKey(41)).toBe('VIDEO_CODEC')
    expect(uploadErrorKey(42)).toBeUndefined()
    expect(uploadErrorKey(-1)).toBeUndefined()
    expect(uploadErrorKey(1.5)).toBeUndefined()
    expect(UPLOAD_ERROR_KEYS).toHaveLength(42)
  })

  it('finds the error on image, video, audio, file and gallery nodes only', () => {
    const error = { key: 'SIZE_LIMIT' }
    for (const [type, data] of [
      ['IMAGE', 'imageData'],
      ['VIDEO', 'videoData'],
      ['AUDIO', 'audioData'],
      ['FILE', 'fileData'],
      ['GALLERY', 'galleryData'],
    ])
      expect(nodeUploadError({ id: 'n', type, nodes: [], [data]: { error } }), type).toMatchObject({
        key: 'uploadErrorSize',
      })
    expect(nodeUploadError({ id: 'n', type: 'PARAGRAPH', nodes: [], paragraphData: { error } } as never)).toBe(
      undefined,
    )
    expect(nodeUploadError({ id: 'n', type: 'IMAGE', nodes: [], imageData: {} })).toBeUndefined()
  })

  it('any error object gives a text to show, never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (error) => {
        const view = uploadErrorView(error)
        if (view === undefined) return error === null || typeof error !== 'object' || Array.isArray(error)
        return view.kind === 'message' ? view.key.startsWith('uploadError') : view.text.trim().length > 0
      }),
    )
  })
})
