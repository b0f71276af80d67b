/**
 * The requirement catalogue: every testable rule of sections 4 to 9 of the
 * four spec files (../shared/spec/1-… to 4-…), one line each, transcribed from
 * the spec's words (not from the code). An id reads S<file>.<section>.<n>:
 * S2.4.03 is the third rule of spec 2, section 4. A rule the spec repeats in
 * another section (the policy timings of spec 1 §4, §9 and spec 4 §4, §9) is
 * listed once, where it is first stated, and the repeat is left out.
 * Machines name these ids in `meta.spec`, tests carry them in their names;
 * the model runner fails on an id that is not here (tests/model/coverage.ts).
 */
export interface Requirement {
  id: string;
  /** The spec file: 1 shell, 2 leave and chat, 3 documents, expenses and forms, 4 interventions, inventory, policy. */
  file: 1 | 2 | 3 | 4;
  section: 4 | 5 | 6 | 7 | 8 | 9;
  rule: string;
}

const rows: Array<[string, string]> = [
  // Spec 1 §4, states and transitions
  ['S1.4.01', 'A notification is unread (isView false, highlighted) and becomes read when clicked.'],
  ['S1.4.02', "'Mark all as read' makes every notification read."],
  ['S1.4.03', 'The shared date picker selects by date, week, month, year or range.'],
  ['S1.4.04', 'Upload widget: each newly added file shows a simulated progress advancing 10 percent every 50 ms until 100.'],
  ['S1.4.05', 'User hover card: a loading skeleton, then the content on success, or removed on failure.'],
  ['S1.4.06', 'User assignment list: select-all clears the explicit id list and inverts individual checks (checked then means excluded).'],
  ['S1.4.07', 'Search: results are cleared on error.'],
  ['S1.4.08', 'Search: a new term triggers a new query after a debounce.'],
  ['S1.4.09', 'Policy check runs 100 ms after the application loads.'],
  ['S1.4.10', 'Policy check runs whenever the tab becomes visible and whenever the window gains focus.'],
  ['S1.4.11', 'Policy check runs 500 ms after each route change, except on login, logout and terms-acceptance routes.'],
  ['S1.4.12', 'A policy check is skipped if the previous one was under 120000 ms earlier, unless forced.'],
  ['S1.4.13', 'A manual forced policy check runs after 100 ms.'],
  ['S1.4.14', 'Policy enforced, not accepted and acceptance required: the user is sent to /account/termsacceptance with returnUrl set to where they were.'],
  ['S1.4.15', 'The policy redirect guard resets after 3000 ms.'],
  ['S1.4.16', 'Paths excluded from the policy redirect: /account/login, /account/logout, anything starting with /api/.'],
  ['S1.4.17', 'Realtime connection: starts when a user is logged in, reconnects automatically, stops when the user changes or leaves.'],
  ['S1.4.18', 'Impersonation banner visible while isConnectToUser is true; that state ends after the log-out call succeeds and the page reloads.'],
  // Spec 1 §5, shared inputs
  ['S1.5.01', 'File upload: a file is accepted only if its extension is in the allowed list of that screen (any extension with the wildcard).'],
  ['S1.5.02', 'Upload duplicates are skipped silently: same name and size among new files, same name among existing files.'],
  ['S1.5.03', 'Numeric-only text input removes non-digits and blocks other keys.'],
  ['S1.5.04', 'Day-of-month picker accepts 1 to 31.'],
  ['S1.5.05', 'Date range picker: an end date earlier than the start date is set equal to the start date.'],
  ['S1.5.06', 'Date range picker: minimum and maximum dates clamp values, an optional maximum span clamps the end date, time increments are rounded.'],
  ['S1.5.07', 'Field errors are shown only once the field has been touched, translated by key.'],
  ['S1.5.08', "Multi-select removes duplicate options by value and shows up to two labels then '+N'."],
  ['S1.5.09', 'Long text block clamps to 2 lines by default; an expand button appears above 180 characters.'],
  ['S1.5.10', 'File size is displayed in MB with two decimals.'],
  ['S1.5.11', 'Date picker: week starts on Monday (Sunday in Arabic); year range 100 years back and forward; locales fr, ar, es.'],
  // Spec 1 §6
  ['S1.6.01', "Access is decided by permission codes in the signed-in user's permission list: each shell code gates what it names (navigation entries, chat button, notification bell)."],
  // Spec 1 §7
  ['S1.7.01', 'POST api/profile/GetProfileUser/{id} answers success and data {id, fullName, departement}, feeding the hover card.'],
  ['S1.7.02', 'POST /api/home/GlobalSearch {value, regex} answers a list of results with type.'],
  ['S1.7.03', 'POST /api/auth/logout ends the session.'],
  ['S1.7.04', 'GET /upload/document/{file}, GetCompanyFile/{id}, VueFile/{id}, DownloadFile/{id}, GetChatDocument/{id} answer the file content.'],
  ['S1.7.05', 'Policy check: GET checkUserAcceptance?userId= and the current-policy call answer hasAcceptedPolicy, requiresPolicyAcceptance, isEnforced.'],
  ['S1.7.06', 'HEAD /upload/getbyfilename/logo.png?v={timestamp} tests whether the client logo exists.'],
  ['S1.7.07', 'Notifications: fetch list, mark all as read, mark one as read (carrying its id) answer success and message.'],
  ['S1.7.08', 'Published forms for the menu, and forms for the side panel (search value, page size 10, current page) answer forms and countSecondaryForms.'],
  ['S1.7.09', 'The user list call takes the user list request filter and answers users, totalUsers, allUsers.'],
  // Spec 1 §8
  ['S1.8.01', 'Task fetch fails: error toast with the server message.'],
  ['S1.8.02', 'Mark one notification as read fails: error toast with the server message.'],
  ['S1.8.03', 'Mark all as read succeeds: toast with the default success message.'],
  ['S1.8.04', 'Connected-as-another-user logout fails: error toast with the server message.'],
  ['S1.8.05', "Hover card load fails: 'Error loading user data' is shown and logged."],
  ['S1.8.06', "User list fetch fails: 'Error fetching users'."],
  ['S1.8.07', 'Search call fails: logged, results cleared.'],
  ['S1.8.08', 'Policy check fails: only logged; the user is not blocked.'],
  ['S1.8.09', "Empty states: an empty-data message for lists, 'none assigned' for tasks, 'no reminder' for notifications."],
  ['S1.8.10', 'Realtime connection error: logged; an authorisation error attempts a session refresh.'],
  // Spec 1 §9
  ['S1.9.01', 'Mobile breakpoint: 768 px.'],
  ['S1.9.02', 'User list page size 5 in the quick list, 10 in the forms panel; the next page loads within 5 px of the bottom.'],
  ['S1.9.03', 'Task title truncated at 35 characters.'],
  ['S1.9.04', 'Notification date: day and short month.'],
  ['S1.9.05', 'Search debounce: 300 ms (chat lists).'],
  ['S1.9.06', 'Tooltip in users-only search: 2000 ms.'],
  ['S1.9.07', "Theme cookie lifetime 31536000 s; the default theme is the product's own."],

  // Spec 2 §4
  ['S2.4.01', 'Leave statuses: En_Cour, Accepter, Refuser, Annuler, and Holiday_Canceled (in filters and the approval timeline).'],
  ['S2.4.02', 'Leave badge colours: accepted green, pending orange, cancelled or rejected red.'],
  ['S2.4.03', 'Leave pending to cancelled: by the requester, or anyone with Conge.Cancel.Demand.'],
  ['S2.4.04', 'Leave pending to accepted or rejected: only if canApproved is true.'],
  ['S2.4.05', 'A leave rejection asks for a reason.'],
  ['S2.4.06', 'Leave accepted to cancelled: with Conge.Cancel.Demand.'],
  ['S2.4.07', 'The leave detail panel reloads after each action.'],
  ['S2.4.08', 'Approval timeline entries carry Accepter, En_Cour, Refuser or Holiday_Canceled, each with its own icon and colour.'],
  ['S2.4.09', 'A chat message is seen or not seen; only unseen own messages have a delete button.'],
  ['S2.4.10', 'Chat realtime connection starts when a user is logged in, reconnects automatically and stops when the user changes or leaves.'],
  ['S2.4.11', "A user's online status toggles between 'en ligne' and a last-seen text."],
  ['S2.4.12', 'The group creator is automatically admin.'],
  ['S2.4.13', 'Making someone admin removes them from the plain members list and vice versa.'],
  ['S2.4.14', 'Logout clears the session, posts logout and redirects to /account/login (optionally with returnUrl carrying the previous path).'],
  ['S2.4.15', 'A guard prevents a double logout.'],
  // Spec 2 §5
  ['S2.5.01', "Leave form: fk_RegimeType and fk_User required ('RequiredAttribute')."],
  ['S2.5.02', 'Leave form: the date picker is disabled until a leave type is chosen.'],
  ['S2.5.03', "Leave form: dates in the blocked date list, or a blocked date or weekday of the type's rules, cannot be chosen."],
  ['S2.5.04', 'Leave attachments allowed: image, pdf, jpeg, png, jpg, doc, docx, xls, xlsx, ppt, pptx, txt, csv, zip.'],
  ['S2.5.05', 'If the leave type requires exact times, start and end times replace the morning and afternoon checkboxes.'],
  ['S2.5.06', "Leave balance is shown with an 'h' suffix for type 5."],
  ['S2.5.07', "Group form: title and description required ('RequiredAttribute')."],
  ['S2.5.08', "Group form: image required on create ('Image.Required'), optional on edit."],
  ['S2.5.09', 'Group form: the creator always counts as a member (count = selected + 1) and cannot be deselected.'],
  ['S2.5.10', 'Group form: the admin toggle is shown only for selected members or the current user.'],
  ['S2.5.11', 'Chat send takes recipient id, group flag, message text and files.'],
  ['S2.5.12', "Chat last-message preview is truncated to 30 characters plus '...'."],
  ['S2.5.13', 'Deleting a chat message or a group requires confirmation (cancel and delete buttons).'],
  // Spec 2 §6
  ['S2.6.01', 'Golbal.Edit.Demand shows the edit icon on a leave request.'],
  ['S2.6.02', 'Conge.Delete.Demand shows the delete icon on a leave request.'],
  ['S2.6.03', 'Conge.Cancel.Demand shows the cancel action and footer.'],
  ['S2.6.04', "Conge.Create.Demand shows the 'reserve for later' button on the calendar."],
  ['S2.6.05', 'A requester can cancel their own pending leave request.'],
  ['S2.6.06', 'Approve and reject depend on the server-provided canApproved flag.'],
  ['S2.6.07', 'Group admins (isAdmin) may edit and delete a group; all members can see details.'],
  ['S2.6.08', 'The employee picker in the leave form is available only when no user context is given.'],
  ['S2.6.09', "A realtime 'user role updated' event refreshes permissions and reloads the page."],
  // Spec 2 §7
  ['S2.7.01', 'Every leave call of spec 2 §7 is served (GetResources, GetEvents, GetEffectif, GetDataIndex, ExportConge, GetInfo, Accept, Reject, Cancel, Delete, DeleteFile, Create, Edit, RegimeTypes, GetHolidaySolde, NoticePeriod, DaysOff, NumberofDays, UserDailyWorkAverage, GetCount, typeconge/list, GetDemandes, collaborateur/list).'],
  ['S2.7.02', 'Leave Accept takes id and levelType; Reject takes id, levelType and raison; both answer success and message.'],
  ['S2.7.03', 'Leave Create posts a form with attachments, with upload progress, and is abortable.'],
  ['S2.7.04', 'Timeline filters: month, year, searchValue, lenght 15, and TypeConge, Departemant, Sites, Function, society, Teams as comma lists.'],
  ['S2.7.05', 'Calendar day-count filter range is 1 to 4.'],
  ['S2.7.06', 'ExportConge answers a binary Excel file for dateMin, dateMax, leave types and ids.'],
  ['S2.7.07', 'Chat calls: chatlist, GroupList, GetMessages (lenght 5), SendMessage (multipart recieverId, isGroup, message, files), DeleteChatMessage, ChatHeader, userslist (lenght 10), CreatGroupe, UpdateGroup, GetGroupDetails, DeleteGroup.'],
  ['S2.7.08', "Realtime hub at chathub with a bearer token; the client sends 'connectedUser' with the user id; server events updatedTheme, updatedUserRole, ReceiveMessage, UserStatus."],
  ['S2.7.09', 'The project list call takes userId and module Expense.'],
  // Spec 2 §8
  ['S2.8.01', "Chat send, message delete, group create, update or delete failure: the server message in an error toast; success shows 'Default.succesMessage'."],
  ['S2.8.02', 'Group form failure: the server message in the form status.'],
  ['S2.8.03', "Leave save failure: the server message in the form's error banner."],
  ['S2.8.04', 'Leave attachment delete, cancel, accept, reject and delete failures: the server message in a toast.'],
  ['S2.8.05', 'Balance failure: the message in the form banner.'],
  ['S2.8.06', 'Search error: logged, results cleared.'],
  ['S2.8.07', 'Export failure: only logged.'],
  ['S2.8.08', "Empty states: 'NoData.Empty' for the table, 'No groups found' for groups, 'no conversation' prompts for chat."],
  // Spec 2 §9
  ['S2.9.01', 'Search debounce in chat lists: 300 ms.'],
  ['S2.9.02', 'Chat list page size 5; user picker page size 10.'],
  ['S2.9.03', 'Infinite scroll within 50 px of the bottom; older chat messages load within 50 px of the top, 5 per page.'],
  ['S2.9.04', 'Realtime message toast auto-closes after 3000 ms.'],
  ['S2.9.05', 'Read-only tooltip duration: 2000 ms.'],
  ['S2.9.06', 'Timeline page size 15 resources; business days Monday to Friday.'],
  ['S2.9.07', 'Table rows per page options: 10, 25, 50, 100.'],
  ['S2.9.08', 'Leave duration shown in days or hours (hours with 2 decimals).'],
  ['S2.9.09', 'Reject reason tooltip shows the first 10 characters.'],
  ['S2.9.10', 'Document slider scroll 200 px; chat type chip scroll 100 px.'],
  ['S2.9.11', 'Hourly leave type id: 5.'],
  ['S2.9.12', 'The calendar scheduler licence key is configuration, not printed in the code.'],

  // Spec 3 §4
  ['S3.4.01', 'Document request: on hold (0) becomes accepted (1) or refused (any other value).'],
  ['S3.4.02', 'Document request: a reason is requested on refusal.'],
  ['S3.4.03', 'Document request: edit and delete only while on hold.'],
  ['S3.4.04', 'Expense note statuses: 0 Draft, 1 Pending, 2 Success, 3 Refund, 4 Rejected, 5 Canceled.'],
  ['S3.4.05', 'Note main action from Draft or Canceled submits (status becomes 1).'],
  ['S3.4.06', 'Note main action from Pending validates (status becomes 2).'],
  ['S3.4.07', 'Note main action from Success opens the refund prompt (status becomes 3 with payer and comment).'],
  ['S3.4.08', 'Refunded note (3) has no further action.'],
  ['S3.4.09', 'The X button, shown when the note is not Draft or Canceled, opens the cancel prompt with a comment; confirming sets status 5.'],
  ['S3.4.10', 'Edit and delete of a note only in Draft or Pending.'],
  ['S3.4.11', 'Adding expenses only when the note status is 0 or 1.'],
  ['S3.4.12', 'Waiting-validation text shown when the note status is not 0 or 5.'],
  ['S3.4.13', 'An expense may be edited or deleted only when its note is Pending or Draft.'],
  ['S3.4.14', 'Form response status is changed by picking from a list of allowed statuses.'],
  ['S3.4.15', 'Non-admin approvers see approval buttons (including refuse and other choices) in the footer instead.'],
  ['S3.4.16', 'Form states: Draft, Published, Unpublished, Archived, moved by the calls of section 7.'],
  // Spec 3 §5
  ['S3.5.01', 'Document request: typeId and userid required (RequiredAttribute).'],
  ['S3.5.02', 'Document template text required.'],
  ['S3.5.03', 'Expense note: title and currency required.'],
  ['S3.5.04', 'Expense: amount required.'],
  ['S3.5.05', 'Expense: payedBy required unless the category type is Mileage.'],
  ['S3.5.06', 'Mileage total equals distance times amount, two decimals.'],
  ['S3.5.07', 'Categories with a fixed limit have the amount field disabled.'],
  ['S3.5.08', 'Form fill Number: numeric (validation.number), nullable when optional.'],
  ['S3.5.09', 'Form fill Email: valid (Invalid.Email).'],
  ['S3.5.10', 'Form fill Url: valid (validation.url).'],
  ['S3.5.11', 'Form fill DateTime: valid type (Form.InvalidType).'],
  ['S3.5.12', 'Form fill File with required: at least one file.'],
  ['S3.5.13', 'Form fill other types: required only if isRequired.'],
  ['S3.5.14', 'User selection is required when creating a response for someone and the form is not anonymous.'],
  ['S3.5.15', 'Select options come from the comma list, optionally formatted as value, dash, label.'],
  ['S3.5.16', 'File types for forms: image-only list png, jpg, jpeg, gif, bmp, svg; pdf only; otherwise any.'],
  ['S3.5.17', 'Expense files allowed: images, pdf, doc, docx, xls, xlsx, ppt, pptx.'],
  ['S3.5.18', 'Preview offered for jpg, jpeg, png, pdf (and gif or jfif in places).'],
  // Spec 3 §6
  ['S3.6.01', 'DemandDocument.Manage: edit, delete, process, template actions and upload on document requests.'],
  ['S3.6.02', 'The document request owner may edit their own request while on hold.'],
  ['S3.6.03', 'Users with isApprover may accept or reject a document request.'],
  ['S3.6.04', 'Expenses.Edit: edit expense notes.'],
  ['S3.6.05', 'Profile.Expenses.Edit: own note, not when status is Success or Refund.'],
  ['S3.6.06', 'Expenses.Delete deletes a note (or the owner while Draft).'],
  ['S3.6.07', 'Form.Administrate: administration of forms.'],
  ['S3.6.08', 'Proprietaire, Support{product} or Form.Administrate may change a form response status to any allowed status; others see approval buttons only.'],
  // Spec 3 §7
  ['S3.7.01', 'Every document request call of spec 3 §7 is served (statistic, demand, update, info, delete, documenttype/list, Typelist, processed, listing, ExtractHtmlFromTemplate, updateText, downloadtemplatedemand).'],
  ['S3.7.02', 'Document processed takes processed, raison and files; update takes remark, typeId, version, userid, projectId, id.'],
  ['S3.7.03', 'Every expense call of spec 3 §7 is served; Notes/changestatus takes id, refundedBy, comment, status; Expenses/Create and Notes/Create are multipart.'],
  ['S3.7.04', 'Every forms call of spec 3 §7 is served; SubmitForm is multipart with Fields[i] parts; ChangeStatutResponse takes id and statutId.'],
  ['S3.7.05', 'Responses carry success, message and data.'],
  // Spec 3 §8
  ['S3.8.01', 'Failed calls show the server message in an error toast; forms show the message inside the form.'],
  ['S3.8.02', 'Note creation failure shows the first validation error message; expense failure the message or the joined validation messages.'],
  ['S3.8.03', 'Success shows Default.succesMessage or the server message.'],
  ['S3.8.04', 'A missing form shows Error.Status.404 and closes the panel.'],
  ['S3.8.05', 'Delete actions (document request, expense) ask confirmation first.'],
  ['S3.8.06', 'Failure to load the project or user list shows the server message and closes the panel.'],
  // Spec 3 §9
  ['S3.9.01', 'User list default page size 5; the next page loads within 5 pixels of the bottom.'],
  ['S3.9.02', 'File names truncated at 15 characters; form responses longer than 27 characters truncated at 60.'],
  ['S3.9.03', 'Amounts shown with two decimals and a comma.'],
  ['S3.9.04', 'Distance unit KM; rate shown per KM in MAD.'],
  ['S3.9.05', 'A date-range day count is inclusive; a time range crossing midnight adds one day.'],
  ['S3.9.06', 'Form date save format DD/MM/YYYY; expense and note dates YYYY-MM-DD.'],
  ['S3.9.07', 'Form status shown as refuse, onHold or accept by text key.'],
  ['S3.9.08', 'Document version codes: 1 digital, 2 paper, 0 treated as digital.'],

  // Spec 4 §4
  ['S4.4.01', 'Intervention statuses: Pending, Progressing, Affected, Solved, Closed.'],
  ['S4.4.02', 'Intervention badge colours: Solved success; Pending and Progressing warning; Affected info; Closed danger.'],
  ['S4.4.03', 'The add-action and close buttons are hidden once the intervention is Solved or Closed.'],
  ['S4.4.04', 'Closing an intervention sends a resolved flag (default false).'],
  ['S4.4.05', 'In the history, a closed entry is success if resolved and danger if not.'],
  ['S4.4.06', 'Priorities: Urgent, High, Normal, Low.'],
  ['S4.4.07', 'Intervention types: 0 incident, 1 request, 2 technical.'],
  ['S4.4.08', 'Category codes: 0 software, 1 material, 2 general.'],
  ['S4.4.09', 'Project member status: active 0, Disabled 1.'],
  ['S4.4.10', 'Module names: Leave, Expense, Forms, Documents, Shifts.'],
  // Spec 4 §5
  ['S4.5.01', 'Create intervention: Type, Title and Description required (RequiredAttribute).'],
  ['S4.5.02', 'Add action: description required (key required).'],
  ['S4.5.03', 'Close and edit intervention forms: no validation.'],
  ['S4.5.04', 'Intervention upload extensions: jpg, jpeg, png, gif, pdf, doc, docx, xls, xlsx.'],
  ['S4.5.05', 'Linked item options depend on the category: material the inventory list, software the software list, general none.'],
  ['S4.5.06', 'File preview offered for png, jpg, jpeg, jfif and pdf.'],
  // Spec 4 §6
  ['S4.6.01', 'Intervention.Edit: edit the intervention and assign users.'],
  ['S4.6.02', "Profil.Intervention.Edit: the same, only if the viewer's id equals the requester (fk_DemadeBy)."],
  ['S4.6.03', 'Intervention.Delete: the delete button, with confirmation.'],
  ['S4.6.04', 'Intervention.AddStep: add an action while status is not Solved or Closed.'],
  ['S4.6.05', 'Intervention.Close: close while status is not Solved or Closed.'],
  ['S4.6.06', 'Software.Affect: the remove-assignment icon in the user list.'],
  ['S4.6.07', 'Hardware.View, Software.View, Intervention.View, Intervention.Create, Profil.Intervention.Create open this area from navigation and menus.'],
  // Spec 4 §7
  ['S4.7.01', 'Intervention calls served: List, GetUsers, Create (answers value = new id), Update, GetById, History, Close (id, resolut, description), statuslist, AddStep (id, description), delete, AssignedTo, approval/GetUsersScroll.'],
  ['S4.7.02', 'Hardware calls served, Upload multipart with a file field, Download binary.'],
  ['S4.7.03', 'Software calls served: the hardware set with AffectSoftwareHistory, without UnassignProfile and active.'],
  ['S4.7.04', 'Reminder calls served: GetList, Create, Edit, Delete, GetById, GetNotifications, MarkAsReadNotifications, MarkAsReadNotification.'],
  ['S4.7.05', 'Project calls served; assign?projectId= takes a list of user ids; deletemember takes projectId and memberId.'],
  ['S4.7.06', 'Policy calls served: getPolicies, getPolicy, getPolicyByLanguage, updatePolicy, publishPolicy, unpublishPolicy, acceptPolicy, privacyPolicy, checkUserAcceptance, DeletePolicyVersion, viewUsersAccepted.'],
  ['S4.7.07', 'Reference lists served (all GET): departement, site, society, collaborateur, fonction, teams, listregime, GetTypeOfContract, Htravail, GetDepartureReasons, CurrencyList, UsersSelectItem, area/listbysite, GetCountries.'],
  ['S4.7.08', 'Attached files viewed at /upload/VueFile/{fileId}; profile pictures at upload/profileimages/{userId}/{picturePath}.'],
  // Spec 4 §8
  ['S4.8.01', 'Create and edit intervention failure: the server message inline in the panel.'],
  ['S4.8.02', 'Detail load, add step and assign failure: the server message as an error toast.'],
  ['S4.8.03', 'Intervention close failure: nothing is shown.'],
  ['S4.8.04', 'Success: a toast with Default.succesMessage or the server message.'],
  ['S4.8.05', 'Delete asks for confirmation first (titles hardware.profile.Delete_title and conge.Delete_description).'],
  // Spec 4 §9
  ['S4.9.01', 'User list page size 10 in the request; scroll list length 10 with height 400.'],
  ['S4.9.02', 'Intervention detail shows at most 2 avatars, then a counter.'],
  ['S4.9.03', 'History date format DD/MM/YYYY HH:mm:ss.'],
  ['S4.9.04', 'Fk_Material defaults to 0.'],
];

export const requirements: readonly Requirement[] = rows.map(([id, rule]) => {
  const [, file, section] = /^S([1-4])\.([4-9])\.\d{2}$/.exec(id) ?? [];
  if (!file) throw new Error(`requirement id ${id} does not read S<file>.<section>.<nn>`);
  return { id, file: Number(file) as Requirement['file'], section: Number(section) as Requirement['section'], rule };
});
export const requirementById = new Map(requirements.map((r) => [r.id, r]));
export const specFileName: Record<Requirement['file'], string> = {
  1: '1-shell-navigation-search-session.md',
  2: '2-leave-and-chat.md',
  3: '3-documents-expenses-forms.md',
  4: '4-interventions-inventory-policy-reference.md',
};
/** The ids a meta.spec names: one id or a list of them. */
export const specIds = (spec: unknown): string[] => (typeof spec === 'string' ? [spec] : Array.isArray(spec) ? spec.filter((x): x is string => typeof x === 'string') : []);
