import { hoverCardAnswer, publicProfileAnswer, userItemsAnswer } from '../domain/profile';
import { callData } from './client';
import { pathOf } from './paths';

export const getProfileUser = (id: number) => callData(`/api/profile/GetProfileUser/${id}`, { method: 'POST', schema: hoverCardAnswer });
export const getPublicProfile = (id: number) => callData(`${pathOf('profile.public')}/${id}`, { schema: publicProfileAnswer });
export const listCollaborators = () => callData('/api/collaborateur/list', { schema: userItemsAnswer });
