/**
 * Calls whose path the spec leaves out: this project's choice of each path,
 * in one table shared by the client and the fake server. A deployment fits a
 * real API without a rebuild: `config.json`'s `paths` may override any of
 * them by its key (docs/deploying.md). The spec's own paths are not here:
 * they are the contract and stay as written.
 */
export const defaultPaths = {
  'auth.login': '/api/auth/login',
  'auth.refresh': '/api/auth/refresh',
  'auth.permissions': '/api/auth/permissions',
  'auth.leaveConnectedUser': '/api/auth/logoutConnectedUser',
  /** Followed by `/{userId}`. */
  'auth.connectAs': '/api/auth/connectAs',
  /** The demo's personas: the fake server only. */
  'auth.personas': '/api/auth/personas',
  /** Followed by `/{id}`. */
  'profile.public': '/api/profile/public',
  'users.list': '/api/users/list',
  'tasks.assigned': '/api/tasks/assigned',
  'notifications.list': '/api/Reminder/GetNotifications',
  'leave.filterData': '/api/congee/GetFilterData',
  'documents.listing': '/api/demanddocument/listing',
  /** Followed by `/{id}`. */
  'documents.uploadFiles': '/api/demanddocument/uploadfiles',
  'documents.companyFiles': '/api/companyfile/list',
  'documents.companyCategories': '/api/companyfile/categories',
  'documents.distribution': '/api/documentdistribution/list',
  'expenses.noteList': '/api/Notes/List',
  'projects.memberStatus': '/api/project/memberStatus',
} as const;

export type PathKey = keyof typeof defaultPaths;
export type PathOverrides = Partial<Record<PathKey, string>>;

export const isPathKey = (key: string): key is PathKey => Object.prototype.hasOwnProperty.call(defaultPaths, key);

/** A path of the API: starts with one slash, no scheme, host, query, fragment, space or backslash. */
export const apiPathPattern = /^\/(?![/\\])[^\s\\?#]*$/;
