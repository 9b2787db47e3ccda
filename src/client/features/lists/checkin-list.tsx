import { useId } from 'react';
import { CheckinItem, type CheckinItemData } from '../../components/checkin-item.js';
import { Pagination } from './pagination.js';
import './lists.css';

interface CheckinListProps {
  checkIns: readonly CheckinItemData[];
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  label: string;
  /** Own check-ins name the cat; a cat's check-ins name the person. */
  showCat?: boolean;
  showUser?: boolean;
}

/** One page of check-ins, newest first, with 'Anterior' / 'Próxima'. */
export function CheckinList({
  checkIns,
  page,
  totalPages,
  onPageChange,
  label,
  showCat = false,
  showUser = true,
}: CheckinListProps) {
  const listId = useId();
  return (
    <>
      <ul id={listId} className="list-items" aria-label={label}>
        {checkIns.map((checkIn) => (
          <li key={checkIn._id}>
            <CheckinItem checkIn={checkIn} showCat={showCat} showUser={showUser} />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        totalPages={totalPages}
        onChange={(next) => {
          onPageChange(next);
          document.getElementById(listId)?.scrollIntoView({ block: 'start' });
        }}
      />
    </>
  );
}
