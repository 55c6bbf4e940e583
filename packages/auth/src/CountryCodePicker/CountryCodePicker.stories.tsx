import { TextField } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withAuth } from '../storybook/storyKit';
import { CountryCodePicker, type CountryChoice } from './CountryCodePicker';

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The picker where it lives: at the inline start of a mobile-number field, with what it reports below. */
function PickerInField({ initialDialingCode }: { initialDialingCode?: string }) {
  const [choice, setChoice] = useState<CountryChoice | null>(null);
  return (
    <div style={{ maxInlineSize: 360 }}>
      <TextField
        label="Mobile number"
        type="tel"
        autoComplete="tel-national"
        prefix={<CountryCodePicker initialDialingCode={initialDialingCode} onChange={setChoice} flagSrc={() => null} />}
      />
      <output data-testid="choice" dir="ltr">
        {choice ? `${choice.countryCode} +${choice.countryDialingCode}` : ''}
      </output>
    </div>
  );
}

const meta = {
  title: 'Auth/CountryCodePicker',
  component: PickerInField,
  decorators: [withAuth()],
} satisfies Meta<typeof PickerInField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No given code: the visitor's country (VN here). Choosing by keyboard reports the new code. */
export const VisitorsCountry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('choice')).toHaveTextContent('VN +84'));
    const trigger = canvas.getAllByRole('button')[0] as HTMLElement;
    await userEvent.click(trigger);
    const menu = await page(canvasElement).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).not.toBeInTheDocument());
    await expect(canvas.getByTestId('choice')).toHaveTextContent('TH +66');
  },
};

/** A given dialing code that a country has wins over the visitor's country. */
export const GivenCode: Story = {
  args: { initialDialingCode: '971' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByTestId('choice')).toHaveTextContent('AE +971'));
  },
};
