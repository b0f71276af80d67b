/**
 * Calls whose path the spec leaves out: the project picks the path here, in one
 * place, and the README lists them for whoever deploys against a real API.
 */
export const paths = {
  auth: {
    login: '/api/auth/login',
    refresh: '/api/auth/refresh',
    permissions: '/api/auth/permissions',
    logout: '/api/auth/logout',
    leaveConnectedUser: '/api/auth/logoutConnectedUser',
    /** Demo only (the demo bar's 'connected as' persona): POST {connectAs}/{userId} with the administrator's token. */
    connectAs: '/api/auth/connectAs',
    personas: '/api/auth/personas',
  },
  tasks: { assigned: '/api/tasks/assigned' },
  users: { list: '/api/users/list' },
  leave: { filterData: '/api/congee/GetFilterData' },
} as const;
