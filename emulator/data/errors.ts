// The data service's wire-format errors, thrown as `ServiceError`s (from the emulator's one error
// builder) and answered by the router (never a 5xx for bad input).
import { fail } from '../errors'

export { invalid, ServiceError } from '../errors'

/** The wire-format errors the data service uses. */
export const errors = {
  unknownCollection: (name: string) => fail(404, 'WDE0025', `The ${name} collection does not exist`),
  notFound: (id: string) => fail(404, 'WDE0073', `Item ${id} not found`),
  exists: (id: string) => fail(409, 'WDE0074', `An item with _id ${id} already exists`),
  forbidden: (op: string, name: string) =>
    fail(403, 'WDE0027', `The current user does not have permissions to ${op} on the ${name} collection`),
  unauthenticated: () => fail(401, 'WDE0030', 'Invalid or expired access token'),
}
