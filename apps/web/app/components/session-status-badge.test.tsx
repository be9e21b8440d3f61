import { SESSION_STATUSES, SESSION_STATUS_LABELS } from '@passerelle/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SessionStatusBadge } from './session-status-badge';

describe('SessionStatusBadge', () => {
  it('shows the French label of every status', () => {
    for (const status of SESSION_STATUSES) {
      const { unmount } = render(<SessionStatusBadge status={status} />);
      expect(screen.getByText(SESSION_STATUS_LABELS[status])).toHaveAttribute(
        'data-status',
        status,
      );
      unmount();
    }
    render(<SessionStatusBadge status="REPORTED" />);
    expect(screen.getByText('Reportée')).toBeInTheDocument();
  });
});
