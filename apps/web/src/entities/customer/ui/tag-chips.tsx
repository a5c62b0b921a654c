// A customer's tags (the business's own words: "VIP", "prefers Maya") as small chips.
export function TagChips({ tags, label }: { tags: readonly string[]; label: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {tags.map((tag) => (
        <li
          key={tag}
          className="max-w-full break-words rounded-full bg-violet-50 px-2.5 py-0.5 text-xs font-medium text-violet-800 ring-1 ring-inset ring-violet-600/20"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
