import { render, screen } from '@testing-library/react';
import { FormAlert } from './FormAlert';

describe('FormAlert', () => {
  it('is announced as it appears', () => {
    render(<FormAlert>Network link is abnormal, please try again</FormAlert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
  });
});
