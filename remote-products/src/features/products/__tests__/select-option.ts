import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens an antd Select by its label and picks an option by its text (options render in a portal). */
export async function selectOption(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  const choices = await screen.findAllByTitle(option);
  const choice =
    choices.find((element) => element.classList.contains('ant-select-item-option')) ?? choices[0];
  if (!choice) throw new Error(`No option ${option} in ${label}`);
  await user.click(choice);
}
