import type { TourDef } from '../../../domain/tour';

const title = { key: 'tour.interventions.titleValue' } as const;

/** Yasmine reports an incident; Hicham (IT support) closes it as solved. */
export const interventionsTour: TourDef = {
  id: 'interventions',
  title: 'tour.interventions.title',
  steps: [
    { text: 'tour.interventions.persona', target: { css: '[data-testid=persona-switch]' }, action: { kind: 'persona', persona: 'employee', then: '/' } },
    { text: 'tour.interventions.quick', target: { css: '[data-testid=header-quick-create]' }, action: { kind: 'click' } },
    { text: 'tour.interventions.new', target: { role: 'menuitem', name: 'shell:quick.intervention' }, action: { kind: 'click' } },
    // Type 0 is an incident.
    { text: 'tour.interventions.type', target: { label: 'interventions:field.type', inDialog: true }, action: { kind: 'select', value: { literal: '0' } } },
    { text: 'tour.interventions.name', target: { label: 'interventions:field.title', inDialog: true }, action: { kind: 'type', value: title } },
    { text: 'tour.interventions.description', target: { label: 'interventions:field.description', inDialog: true }, action: { kind: 'type', value: { key: 'tour.interventions.descriptionValue' } } },
    { text: 'tour.interventions.create', target: { role: 'button', name: 'interventions:form.submit', inDialog: true }, action: { kind: 'click' } },
    { text: 'tour.interventions.pending', target: { css: '[data-testid=intervention-status]', inDialog: true }, action: { kind: 'none' } },
    { text: 'tour.interventions.support', target: { css: '[data-testid=persona-switch]' }, action: { kind: 'persona', persona: 'support', then: '/material/intervention' } },
    { text: 'tour.interventions.open', target: { role: 'button', nameHas: title }, action: { kind: 'click' } },
    // Solved in one click (the panel's pair, as the dashboard's): no dialog.
    { text: 'tour.interventions.close', target: { role: 'button', name: 'interventions:close.solved', inDialog: true }, action: { kind: 'click' } },
    { text: 'tour.interventions.done', target: { css: '[data-testid=intervention-status]', inDialog: true }, action: { kind: 'none' } },
  ],
};
