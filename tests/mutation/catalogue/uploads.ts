import type { Mutant } from '../catalogue';

/** The mutants of the uploads area (tests/mutation/catalogue.ts says what a mutant is). */
export const uploads: Mutant[] = [
  {
    id: 'expenses-upload-html',
    file: 'src/domain/uploads.ts',
    original: "expenses: ['image', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'],",
    replacement: "expenses: ['image', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'html'],",
    kind: 'rule',
    area: 'uploads',
    fault: 'html added to the expense upload allow-list',
  },
  {
    id: 'interventions-upload-svg',
    file: 'src/domain/uploads.ts',
    original: "interventions: ['jpg', 'jpeg', 'png', 'gif', 'pdf', 'doc', 'docx', 'xls', 'xlsx'],",
    replacement: "interventions: ['jpg', 'jpeg', 'png', 'gif', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'svg'],",
    kind: 'rule',
    area: 'uploads',
    fault: 'svg (scriptable) added to the intervention upload allow-list',
  },
  {
    id: 'upload-content-not-checked',
    file: 'src/domain/uploads.ts',
    original: "  docx: ['zip'], xlsx: ['zip'], pptx: ['zip'], zip: ['zip'],",
    replacement: "  docx: ['zip', 'html'], xlsx: ['zip'], pptx: ['zip'], zip: ['zip'],",
    kind: 'rule',
    area: 'uploads',
    fault: 'an HTML file named .docx accepted by content',
    equivalent: 'checkUpload refuses HTML content before it reads what an extension may hold, so no upload can tell this apart (the first run let it live; its test stays in uploads-content)',
  },
  {
    id: 'upload-html-on-wildcard',
    file: 'src/domain/uploads.ts',
    original: "  if (kind === 'html') return 'File.ContentMismatch';\n",
    replacement: '',
    kind: 'rule',
    area: 'uploads',
    fault: 'HTML accepted where a screen takes any extension',
  },
];
