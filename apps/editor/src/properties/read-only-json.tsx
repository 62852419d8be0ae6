/** A part of the mission the forms do not edit, shown as it is (never dropped, never changed here). */
export function ReadOnlyJson({ label, value }: { label: string; value: unknown }) {
  return (
    <div className="read-only-json" role="group" aria-label={`${label} (read-only JSON)`}>
      <span className="read-only-note">{label}: read-only JSON, kept as it is</span>
      <pre>{JSON.stringify(value, null, 1)}</pre>
    </div>
  );
}
