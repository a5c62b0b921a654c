// An email address that may wrap before its `@` on a narrow card rather than in the middle of a
// name.
export function Address({ value }: { value: string }) {
  const at = value.lastIndexOf('@');
  if (at <= 0) return <>{value}</>;
  return (
    <>
      {value.slice(0, at)}
      <wbr />
      {value.slice(at)}
    </>
  );
}
