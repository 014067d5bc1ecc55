/**
 * vitrine/react/data: React bindings of the data client: queries and writes bound to components.
 *
 * @module vitrine/react/data
 */
export { useDataQuery, type DataQueryState } from './useDataQuery'
export { useDataMutation, type DataMutationState } from './useDataMutation'
