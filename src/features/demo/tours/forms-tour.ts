import type { TourDef } from '../../../domain/tour';

const title = { key: 'tour.forms.titleValue' } as const;

/** Nadia (HR) builds and publishes a one-question form; Yasmine answers it from the quick-create menu. */
export const formsTour: TourDef = {
  id: 'forms',
  title: 'tour.forms.title',
  steps: [
    { text: 'tour.forms.persona', target: { css: '[data-testid=persona-switch]' }, action: { kind: 'persona', persona: 'hr', then: '/forms' } },
    { text: 'tour.forms.new', target: { role: 'button', name: 'forms:page.new' }, action: { kind: 'click' } },
    { text: 'tour.forms.name', target: { label: 'forms:builder.formTitle', inDialog: true }, action: { kind: 'type', value: title } },
    // Field type 2 is a one-line text.
    { text: 'tour.forms.addField', target: { label: 'forms:builder.addField', inDialog: true }, action: { kind: 'select', value: { literal: '2' } } },
    { text: 'tour.forms.question', target: { label: 'forms:builder.fieldTitle', inDialog: true, last: true }, action: { kind: 'type', value: { key: 'tour.forms.questionValue' } } },
    { text: 'tour.forms.save', target: { role: 'button', name: 'forms:action.save', inDialog: true }, action: { kind: 'click' } },
    // A row shows its first action; the others, publishing among them, sit in its 'more actions' menu.
    { text: 'tour.forms.more', target: { role: 'button', name: 'deferred:rowActions.more', nameHas: title }, action: { kind: 'click' } },
    { text: 'tour.forms.publish', target: { role: 'menuitem', name: 'forms:action.publish' }, action: { kind: 'click' } },
    { text: 'tour.forms.share', target: { role: 'button', name: 'forms:action.publish', inDialog: true }, action: { kind: 'click' } },
    { text: 'tour.forms.published', target: { css: '.badge', row: title, name: 'forms:state.Published' }, action: { kind: 'none' } },
    { text: 'tour.forms.employee', target: { css: '[data-testid=persona-switch]' }, action: { kind: 'persona', persona: 'employee', then: '/' } },
    { text: 'tour.forms.quick', target: { css: '[data-testid=header-quick-create]' }, action: { kind: 'click' } },
    { text: 'tour.forms.pick', target: { role: 'menuitem', nameHas: title }, action: { kind: 'click' } },
    { text: 'tour.forms.answer', target: { label: 'tour.forms.questionValue', inDialog: true }, action: { kind: 'type', value: { key: 'tour.forms.answerValue' } } },
    { text: 'tour.forms.send', target: { role: 'button', name: 'forms:fill.send', inDialog: true }, action: { kind: 'click' } },
    // The answer has arrived when the server says so (its success message), not when Send was pressed.
    { text: 'tour.forms.done', target: { css: '.toast-success' }, action: { kind: 'none' } },
  ],
};
