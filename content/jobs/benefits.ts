/** What everyone on the team gets, listed on every job page except the internship: stated once here. */
export const teamBenefits = [
  'Meal tickets worth 40 RON per working day',
  'Private medical subscription, family members included at a discount',
  'A yearly learning budget of EUR 1,000 for courses, books and conferences',
  'Hybrid schedule: three days a week in our Cluj office, flexible hours',
  '25 days of paid leave, plus your birthday off',
];
