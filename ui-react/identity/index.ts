export { AuthProvider, useAuthClient, type AuthProviderProps } from './AuthProvider'
export { useAuth, type AuthApi } from './useAuth'
