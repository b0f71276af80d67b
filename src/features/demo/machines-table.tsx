import { useTranslation } from 'react-i18next';
import { useInspectedActors } from '../../app/inspection';

/** The statecharts running right now and the state each is in. */
export function MachinesTable() {
  const { t } = useTranslation('demo');
  const actors = useInspectedActors();
  if (!actors.length) return <p className="muted">{t('control.none')}</p>;
  return (
    <table className="table machines-table">
      <thead>
        <tr>
          <th>{t('control.machine')}</th>
          <th>{t('control.state')}</th>
          <th>{t('control.events')}</th>
        </tr>
      </thead>
      <tbody>
        {actors.map((a) => (
          <tr key={a.sessionId} data-machine={a.machineId}>
            <td>{a.machineId}</td>
            <td>
              <code>{a.state}</code>
            </td>
            <td>{a.events}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
