import { useLocation } from 'wouter';
import { SearchCombobox } from './search-combobox.js';

/** The header's search box with suggestions; left out on the home page, whose hero is the search. */
export function HeaderSearch({ className, onGo }: { className?: string; onGo?: () => void }) {
  const [pathname] = useLocation();
  if (pathname === '/') return null;
  return <SearchCombobox compact label="Search pet services, businesses and cities" placeholder="Search services, businesses, cities" className={className} onGo={onGo} />;
}
