import { Link } from '@tanstack/react-router';

/** The logo: scales of justice on navy, linking home. */
export function Brand() {
  return (
    <Link to="/" className="brand">
      <svg className="brand-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="#1f3357" />
        <path
          d="M16 6v20M9 26h14M8 11h16M8 11l-3 8h6zM24 11l-3 8h6z"
          fill="none"
          stroke="#5eead4"
          strokeWidth="2"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      </svg>
      Justiciable
    </Link>
  );
}
