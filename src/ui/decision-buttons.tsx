/**
 * The pair that decides a record in place: the refusal (or 'not solved')
 * first, the acceptance (or 'solved') as the primary button, both disabled
 * while a call runs or where the record's statechart does not take them. Fed
 * by drivenDecision (src/ui/driven-decision.ts): the dashboard's decision rows
 * and the intervention's detail panel draw the same buttons from the same
 * events.
 */
export function DecisionButtons(props: {
  busy: boolean;
  canAccept: boolean;
  canRefuse: boolean;
  onAccept(): void;
  onRefuse(): void;
  labels: { accept: string; refuse: string };
}) {
  return (
    <>
      <button type="button" className="btn btn-small btn-danger" disabled={props.busy || !props.canRefuse} onClick={props.onRefuse}>
        {props.labels.refuse}
      </button>
      <button type="button" className="btn btn-small btn-primary" disabled={props.busy || !props.canAccept} onClick={props.onAccept}>
        {props.labels.accept}
      </button>
    </>
  );
}
