import type { PolicyCommand } from '../../../machines/settings/policy-admin.machine';
import { deletePolicyVersion, publishPolicy, unpublishPolicy, updatePolicy } from '../../api/policy-api';

/** Each administration command is one call of spec 4. */
export function runPolicyCommand(c: PolicyCommand) {
  switch (c.kind) {
    case 'create':
      return updatePolicy({ title: c.title });
    case 'saveText':
      return updatePolicy({ id: c.id, language: c.language as 'fr', content: c.content, versionTitle: c.versionTitle });
    case 'enforce':
      return updatePolicy({ id: c.id, isEnforced: c.isEnforced });
    case 'publish':
      return publishPolicy(c.id, c.isEnforced);
    case 'unpublish':
      return unpublishPolicy(c.id);
    case 'deleteVersion':
      return deletePolicyVersion(c.versionId);
  }
}
