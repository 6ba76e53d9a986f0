import { graphql } from '../../../gql';

/** Every field of a product's widget settings (spec section 3): what the form starts from. */
export const WidgetSettingsFieldsFragment = graphql(`
  fragment WidgetSettingsFields on WidgetSettings {
    id
    backgroundColors
    textColors
    buttonColors
    background
    text
    textBox
    button
    backgroundImageUrl
    backgroundImageKey
    messageType
    customMessage
    collectType
    collectFields
    position
    questions {
      id
      text
      questionGroupId
      readonly
    }
    questionGroupId
    maxRecordingSeconds
  }
`);
