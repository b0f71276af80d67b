import type { TourDef } from '../../../domain/tour';

const start = { daysFromToday: 35, weekday: 1, avoidYearEnd: true } as const;

/** Yasmine asks for three days off; Karim, her manager, approves the first level. */
export const leaveTour: TourDef = {
  id: 'leave',
  title: 'tour.leave.title',
  steps: [
    { text: 'tour.leave.persona', target: { css: '[data-testid=persona-switch]' }, action: { kind: 'persona', persona: 'employee', then: '/conge/demande' } },
    { text: 'tour.leave.new', target: { role: 'button', name: 'leave:list.new' }, action: { kind: 'click' } },
    { text: 'tour.leave.type', target: { label: 'leave:form.type', inDialog: true }, action: { kind: 'select', value: { literal: '1' } } },
    { text: 'tour.leave.period', target: { css: '.date-picker-trigger', inDialog: true }, action: { kind: 'pickRange', start, end: { ...start, plusDays: 2 } } },
    { text: 'tour.leave.remark', target: { label: 'leave:form.remark', inDialog: true }, action: { kind: 'type', value: { key: 'tour.leave.remarkValue' } } },
    { text: 'tour.leave.submit', target: { role: 'button', name: 'leave:form.submit', inDialog: true }, action: { kind: 'click' } },
    { text: 'tour.leave.manager', target: { css: '[data-testid=persona-switch]' }, action: { kind: 'persona', persona: 'manager', then: '/conge/demande?waiting=true' } },
    // The waiting list shows the newest request first: the one Yasmine just sent.
    { text: 'tour.leave.open', target: { css: 'tbody tr:first-child button', nameHas: { literal: 'Yasmine' } }, action: { kind: 'click' } },
    { text: 'tour.leave.accept', target: { role: 'button', name: 'leave:detail.accept', inDialog: true }, action: { kind: 'click' } },
    { text: 'tour.leave.done', target: { css: '[data-testid=leave-status]', inDialog: true }, action: { kind: 'none' } },
  ],
};
