import type { Db } from '../db/db';
import type { Caller } from '../http';
import type { FileRow } from '../models/session';
import { leaveRequests } from '../models/leave';
import { documentDistributions, documentRequestFiles, documentRequests } from '../models/documents';
import { expenses, notes } from '../models/expenses';
import { interventions } from '../models/interventions';
import { forms, formResponses, formStatuses } from '../models/forms';
import { chatGroups, chatMessages } from '../models/chat';
import { canSee as canSeeDocument } from './documents';
import { canSee as canSeeNote } from './expenses';
import { canSee as canSeeIntervention } from './interventions';
import { approversOf, canManage, isPrivileged } from './forms';
import { isMember } from './chat';

/**
 * Who may read a stored file by its id (the generic /upload/VueFile and
 * /upload/DownloadFile calls): whoever may read the object it is attached to.
 * Without this, any signed-in user could walk file ids and read everyone's
 * certificates, receipts and chat attachments.
 */
export function maySeeFile(db: Db, caller: Caller, f: FileRow): boolean {
  const me = caller.user.id;
  if (f.ownerId === me) return true;
  switch (f.area) {
    case 'company':
      // A product decision (issue 21): company documents are for CompanyDocument.View holders only.
      return caller.can('CompanyDocument.View');
    case 'leave':
      return leaveRequests(db).all().some((r) => r.fileIds.includes(f.id) && (r.userId === me || caller.can('Golbal.Edit.Demand') || r.approvals.some((a) => a.approverId === me)));
    case 'documents': {
      if (caller.can('DemandDocument.Manage.Distribution') && documentDistributions(db).all().some((d) => d.fileId === f.id)) return true;
      return documentRequestFiles(db).all().some((rf) => {
        const r = rf.fileId === f.id ? documentRequests(db).get(rf.requestId) : undefined;
        return !!r && canSeeDocument(db, caller, r);
      });
    }
    case 'expenses': {
      const viewer = { id: me, permissions: [...caller.permissions] };
      const noteIds = new Set([...notes(db).all().filter((n) => n.fileIds.includes(f.id)).map((n) => n.id), ...expenses(db).all().filter((e) => e.fileIds.includes(f.id)).map((e) => e.noteId)]);
      return [...noteIds].some((id) => {
        const n = notes(db).get(id);
        return !!n && canSeeNote(n, viewer);
      });
    }
    case 'interventions':
      return interventions(db).all().some((r) => r.fileIds.includes(f.id) && canSeeIntervention({ id: me, can: (c) => caller.can(c) }, r));
    case 'forms':
      return formResponses(db).all().some((r) => {
        if (!r.answers.some((a) => a.files.some((x) => x.fileId === f.id))) return false;
        const form = forms(db).get(r.formId);
        if (!form) return false;
        const approver = formStatuses(db).by('formId', form.id).some((s) => s.isStep && approversOf(s, form).includes(me));
        return r.userId === me || r.createdBy === me || canManage(caller, form) || approver || isPrivileged(caller.user, caller.can);
      });
    case 'chat': {
      if (chatGroups(db).all().some((g) => g.imageFileId === f.id && isMember(g, me))) return true;
      return chatMessages(db).all().some((m) => {
        if (!m.fileIds.includes(f.id)) return false;
        if (m.groupId === null) return m.senderId === me || m.receiverId === me;
        const g = chatGroups(db).get(m.groupId);
        return !!g && isMember(g, me);
      });
    }
    default:
      return false;
  }
}
