// The data service's enumerations exported from vitrine/data: values usable as `X.VALUE` and listed in order.
import { describe, expect, it } from 'vitest'
import {
  BackupStatus,
  FieldType,
  IndexStatus,
  isFieldType,
  JobStatus,
  PublishStatus,
  RestorationStatus,
} from '../index'

describe('data enumerations', () => {
  it('field types: current ones from TEXT to OBJECT and ARRAY, then the legacy types', () => {
    const names = Object.keys(FieldType)
    expect(names.slice(0, 3)).toEqual(['TEXT', 'NUMBER', 'DATE'])
    expect(names).toContain('MULTI_REFERENCE')
    expect(names.filter((n) => n.startsWith('LEGACY_'))).toHaveLength(7)
    expect(FieldType.RICH_CONTENT).toBe('RICH_CONTENT')
    expect([isFieldType('OBJECT'), isFieldType('STRING'), isFieldType('toString')]).toEqual([true, false, false])
    expect(Object.isFrozen(FieldType)).toBe(true)
  })
  it('job, index, backup, restoration and publish statuses', () => {
    expect(Object.values(JobStatus)).toEqual(['NEW', 'RUNNING', 'COMPLETED', 'FAILED'])
    expect(Object.values(IndexStatus)).toEqual([
      'UNKNOWN',
      'BUILDING',
      'ACTIVE',
      'DROPPING',
      'DROPPED',
      'FAILED',
      'INVALID',
    ])
    expect(Object.values(BackupStatus)).toEqual(['PENDING', 'READY', 'FAILED', 'DELETED', 'CANCELED'])
    expect(Object.values(RestorationStatus)).toEqual(['PENDING', 'COMPLETED', 'FAILED'])
    expect(Object.values(PublishStatus)).toEqual(['PUBLISHED', 'DRAFT'])
  })
})
