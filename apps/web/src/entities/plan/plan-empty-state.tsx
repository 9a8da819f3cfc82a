import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/data-state';
import { Button } from '../../components/ui/button';

/** No plan yet: an empty state whose one action opens the questionnaire. */
export function PlanEmptyState({
  title,
  description,
  headingLevel,
}: {
  title: string;
  description: string;
  headingLevel?: 1 | 2 | 3;
}) {
  return (
    <EmptyState
      headingLevel={headingLevel}
      icon={ClipboardList}
      title={title}
      description={description}
      action={
        <Button asChild>
          <Link to="/onboarding">Set up my plan</Link>
        </Button>
      }
    />
  );
}
