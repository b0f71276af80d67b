import type { TourDef } from '../../../domain/tour';

/** Yasmine builds an expense note with one meal and submits it for validation. */
export const expensesTour: TourDef = {
  id: 'expenses',
  title: 'tour.expenses.title',
  steps: [
    { text: 'tour.expenses.persona', target: { css: '[data-testid=persona-switch]' }, action: { kind: 'persona', persona: 'employee', then: '/expenses' } },
    { text: 'tour.expenses.new', target: { role: 'button', name: 'expenses:action.newNote' }, action: { kind: 'click' } },
    { text: 'tour.expenses.title.field', target: { label: 'expenses:field.title', inDialog: true }, action: { kind: 'type', value: { key: 'tour.expenses.titleValue' } } },
    { text: 'tour.expenses.create', target: { role: 'button', name: 'expenses:action.create', inDialog: true }, action: { kind: 'click' } },
    { text: 'tour.expenses.add', target: { role: 'button', name: 'expenses:action.addExpense', inDialog: true }, action: { kind: 'click' } },
    { text: 'tour.expenses.category', target: { css: 'button.expenses-category', inDialog: true }, action: { kind: 'click' } },
    { text: 'tour.expenses.amount', target: { label: 'expenses:field.amount', inDialog: true }, action: { kind: 'type', value: { number: 120.5, money: true } } },
    { text: 'tour.expenses.payer', target: { label: 'expenses:field.payedBy', inDialog: true }, action: { kind: 'select', value: { literal: 'Employee' } } },
    { text: 'tour.expenses.save', target: { role: 'button', name: 'expenses:action.save', inDialog: true }, action: { kind: 'click' } },
    { text: 'tour.expenses.submit', target: { role: 'button', name: 'expenses:action.submit', inDialog: true }, action: { kind: 'click' } },
    { text: 'tour.expenses.done', target: { css: '[data-status="pending"]', inDialog: true }, action: { kind: 'none' } },
  ],
};
