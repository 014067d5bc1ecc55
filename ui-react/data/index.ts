/** React bindings of the data client: queries and writes bound to components. */
export { useDataQuery, type DataQueryState } from './useDataQuery'
export { useDataMutation, type DataMutationState } from './useDataMutation'
