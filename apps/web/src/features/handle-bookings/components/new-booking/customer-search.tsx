// Find an existing customer as you type (decisions.md 9.2, 9.4): a combobox (ARIA 1.2 pattern:
// the text box keeps the focus, arrows move through the suggestions, Enter chooses, Escape
// closes) over the business's customers by name, email or phone, asked 250 ms after the last key.
import type { CustomerSummary } from '@booklane/shared/schemas';
import { useId, useState, type KeyboardEvent } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { CUSTOMER_SEARCH_MIN_LENGTH, useCustomerSearch } from '@/entities/customer/api/search-customers';
import { useDebouncedValue } from '@/lib/use-debounced-value';

function visitsText(customer: CustomerSummary): string {
  return `${customer.visits} ${customer.visits === 1 ? 'visit' : 'visits'}`;
}

export function CustomerSearch({
  businessId,
  onChoose,
}: {
  businessId: string;
  onChoose: (customer: CustomerSummary) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useDebouncedValue(text, 250);
  const found = useCustomerSearch(businessId, search);
  const asked = search.trim().length >= CUSTOMER_SEARCH_MIN_LENGTH;
  const options = asked ? (found.data?.customers ?? []) : [];
  const expanded = open && options.length > 0;
  const choose = (customer: CustomerSummary) => {
    onChoose(customer);
    setText('');
    setOpen(false);
    setActive(-1);
  };
  const keys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        options.length === 0 ? -1 : (current + step + options.length) % options.length,
      );
    } else if (event.key === 'Enter' && expanded && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };
  const status = !asked
    ? ''
    : found.isFetching
      ? 'Searching...'
      : options.length === 0
        ? 'No customer found: enter a new one below.'
        : `${options.length} ${options.length === 1 ? 'customer' : 'customers'} found.`;
  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="mb-1.5 block text-sm font-medium text-slate-800">
        Find a customer
      </label>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-describedby={`${id}-status`}
        placeholder="Name, email or phone"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={keys}
        onBlur={() => setOpen(false)}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500 sm:text-sm"
      />
      <p
        id={`${id}-status`}
        role="status"
        className="mt-1 flex min-h-5 items-center gap-1 text-sm text-slate-600"
      >
        {found.isFetching && asked ? <Spinner className="h-3 w-3" /> : null}
        {status}
      </p>
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label="Customers"
        hidden={!expanded}
        className="absolute inset-x-0 top-[4.75rem] z-10 max-h-64 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {options.map((customer, index) => (
          <li
            key={customer.key}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(customer)}
            className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-indigo-50' : 'hover:bg-slate-50'}`}
          >
            <span className="block font-medium text-slate-900">{customer.name}</span>
            <span className="block text-slate-600">
              {[customer.email, customer.phone, visitsText(customer)].filter(Boolean).join(' · ')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
