// Provider calls at the byte level: no authorization header at all without a token (a fetch would
// send "undefined"), origins whose port only starts like a default one, violations without a field
// listed first.
import { describe, expect, it } from 'vitest'
import { jsonResponse, scriptedHttp } from '../../../adapters/memory'
import { describeViolations } from '../errors'
import { originOf, providerApi } from '../providerApi'

describe('providerApi: headers', () => {
  it('sends no authorization header when no token is given', async () => {
    const http = scriptedHttp()
    http.on('POST', 'https://idp.test/p', jsonResponse({}))
    await providerApi(http, 'https://idp.test').post('/p', {})
    expect(Object.keys(http.requests[0].headers ?? {}).sort()).toEqual(['accept', 'content-type'])
  })
})

describe('originOf: ports', () => {
  it('drops only the exact default port, not a longer one that starts with it', () => {
    expect(originOf('https://idp.test:4430/x')).toBe('https://idp.test:4430')
    expect(originOf('http://idp.test:8080/x')).toBe('http://idp.test:8080')
    expect(originOf('https://idp.test:443/x')).toBe('https://idp.test')
  })
})

describe('describeViolations: order', () => {
  it('lists a violation without a field before named fields, whatever the order given', () => {
    expect(describeViolations([{ field: 'a', description: 'too short' }, { description: 'bad request' }])).toBe(
      'INVALID_ARGUMENT:  bad request\nINVALID_ARGUMENT: a too short',
    )
    expect(describeViolations([{ description: 'bad request' }, { field: 'a', description: 'too short' }])).toBe(
      'INVALID_ARGUMENT:  bad request\nINVALID_ARGUMENT: a too short',
    )
  })
})
