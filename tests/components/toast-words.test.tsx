import { test } from 'uvu';
import { act, cleanup, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { ToastRegion } from '../../src/ui/toast-region';
import { toast } from '../../src/ui/toast-store';
import { renderWithApp } from './render';

test.after.each(() => cleanup());

test("an area's server key is said in the area's words, and a common key given with the area's namespaces still reads in common", async () => {
  await renderWithApp(<ToastRegion />);
  await i18next.loadNamespaces(['forms']);
  const region = screen.getByRole('region', { name: 'Notifications' });
  // fr/forms.json and fr/common.json: the spec's message keys.
  await act(async () => void toast.error('Form.IllegalMove', { ns: ['forms', 'common'] }));
  await within(region).findByText("Cette action n'est pas possible dans l'état actuel du formulaire");
  await act(async () => void toast.error('Error.Status.503', { ns: ['forms', 'common'] }));
  await within(region).findByText('Service indisponible, réessayez');
  await act(async () => void toast.success('Default.succesMessage', { ns: ['settings', 'common'] }));
  await within(region).findByText('Opération effectuée avec succès');
});

test("without the area's namespaces the region reads only common and shell: the area's key is not translated", async () => {
  await renderWithApp(<ToastRegion />);
  await i18next.loadNamespaces(['forms']);
  const region = screen.getByRole('region', { name: 'Notifications' });
  await act(async () => void toast.error('Form.StatusNotAllowed'));
  await within(region).findByText('Form.StatusNotAllowed');
});

test.run();
