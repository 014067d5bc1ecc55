// Every core snapshot that does asynchronous work carries the shared StatusState (narrowing on
// `status` gives the store's typed error) and is readonly. Checked by the type checker: a field
// that loses `readonly` makes its `@ts-expect-error` unused, which fails the typecheck.
import { describe, expectTypeOf, it } from 'vitest'
import type { StatusState } from '../status'
import type { QuerySnapshot } from '../../data/queryRunner'
import type { MutationSnapshot } from '../../data/mutationRunner'
import type { DataError } from '../../data/errors'
import type { AuthSnapshot } from '../../identity/createAuthState'
import type { TokenState } from '../../identity/tokenMachine'
import type { IdentityError } from '../../identity/errors'
import type { BlueprintState } from '../../gallery/blueprint/blueprintTypes'
import type { BlueprintError } from '../../gallery/blueprint/BlueprintError'
import type { GallerySnapshot } from '../../gallery/widget/galleryControllerTypes'
import type { AudioState } from '../../document/media/audioMachine'
import type { MediaError } from '../../document/media/mediaError'
import type { PollState } from '../../document/polls/pollDisplay'
import type { PollFailure } from '../../../ports/pollService'

type ErrorOf<TSnapshot> = TSnapshot extends { readonly status: 'error'; readonly error: infer TError } ? TError : never

describe('asynchronous snapshots', () => {
  it('carry the shared status with their typed error', () => {
    expectTypeOf<QuerySnapshot>().toExtend<StatusState<DataError>>()
    expectTypeOf<ErrorOf<MutationSnapshot<unknown>>>().toEqualTypeOf<DataError>()
    expectTypeOf<ErrorOf<AuthSnapshot>>().toEqualTypeOf<IdentityError>()
    expectTypeOf<ErrorOf<TokenState>>().toEqualTypeOf<IdentityError>()
    expectTypeOf<ErrorOf<BlueprintState>>().toEqualTypeOf<BlueprintError>()
    expectTypeOf<ErrorOf<GallerySnapshot>>().toEqualTypeOf<BlueprintError>()
    expectTypeOf<ErrorOf<AudioState>>().toEqualTypeOf<MediaError>()
    expectTypeOf<ErrorOf<PollState>>().toEqualTypeOf<PollFailure>()
  })

  it('are readonly', () => {
    const write = (gallery: GallerySnapshot, blueprint: BlueprintState, query: QuerySnapshot) => {
      // @ts-expect-error a gallery snapshot is readonly
      gallery.width = 1
      // @ts-expect-error so is its status
      gallery.status = 'ready'
      // @ts-expect-error a blueprint state is readonly
      blueprint.builds = 1
      // @ts-expect-error a query snapshot is readonly
      query.hasNext = true
    }
    expectTypeOf(write).toBeFunction()
  })
})
