import { Stethoscope } from 'lucide-react';
import { env } from '../../../config/env';
import { LegalLayout, type LegalSection } from './legal-layout';

const app = env.appName;

const sections: LegalSection[] = [
  {
    id: 'not-medical-advice',
    title: 'General information, not medical advice',
    body: (
      <>
        <p>
          {app} provides general information about nutrition, the ketogenic diet and fasting. It
          does not diagnose, treat, cure or prevent any disease, and using it does not create a
          doctor–patient or dietitian–client relationship.
        </p>
        <p>
          Nothing in the app replaces advice from a qualified health professional who knows your
          history. Never ignore or delay medical advice because of something you read in {app}.
        </p>
      </>
    ),
  },
  {
    id: 'talk-to-your-doctor',
    title: 'Talk to your doctor first if…',
    body: (
      <>
        <p>
          A ketogenic diet or fasting changes how your body handles fluids, salts and medicines.
          Plan any change with your clinician if you:
        </p>
        <ul>
          <li>are pregnant, trying to become pregnant, or breastfeeding;</li>
          <li>
            have type 1 diabetes, or take medication for diabetes (especially insulin, sulfonylureas
            or SGLT2 inhibitors, which carry a risk of low blood sugar or ketoacidosis);
          </li>
          <li>take medication for blood pressure, or blood thinners;</li>
          <li>have kidney, liver, gallbladder or pancreatic disease, or gout;</li>
          <li>have or have had an eating disorder;</li>
          <li>are under 18 or frail, or have any other serious condition.</li>
        </ul>
        <p>
          The questionnaire asks about several of these and shows a caution when one applies; the
          caution is a reminder, not a medical assessment.
        </p>
      </>
    ),
  },
  {
    id: 'side-effects',
    title: 'Side effects and warning signs',
    body: (
      <>
        <p>
          In the first days, many people notice tiredness, headache, dizziness, cramps or
          constipation (often called “keto flu”), usually linked to fluid and salt loss. Drink
          enough and eat enough salt-containing foods unless your doctor has told you otherwise.
        </p>
        <p>
          Stop and get medical help promptly if you have nausea or vomiting that does not settle,
          abdominal pain, fast or deep breathing, confusion, a racing or irregular heartbeat, or
          fainting. <strong>In an emergency, call your local emergency number.</strong>
        </p>
      </>
    ),
  },
  {
    id: 'estimates',
    title: 'Targets and projections are estimates',
    body: (
      <p>
        Calorie and macro targets come from published equations (Mifflin–St Jeor with activity
        factors, and keto guidance); goal dates come from the NIH body-weight model. They are
        population-based estimates: your body may respond differently, and results vary from person
        to person. Weight changes depend on many factors the app cannot see.
      </p>
    ),
  },
  {
    id: 'ai',
    title: 'AI features',
    body: (
      <p>
        Meal plans, recipes, food scans and FlowBrain’s answers are generated automatically and can
        be wrong. KetoVision estimates food from a photo and cannot see hidden ingredients or exact
        portions. Always check ingredients and allergens on the packaging, and ask a professional
        about anything that matters for your health. Dream Me images are illustrations, not
        predictions of how you will look.
      </p>
    ),
  },
  {
    id: 'testimonials',
    title: 'Examples and claims',
    body: (
      <p>
        Example screens, sample data and statements on our pages show how the product works; they
        are not promises of any particular result. Individual results vary.
      </p>
    ),
  },
];

export function DisclaimerPage() {
  return (
    <LegalLayout
      title="Medical Disclaimer"
      description={`${app} gives general information, not medical advice. Who should talk to a doctor first, and what the estimates mean.`}
      icon={Stethoscope}
      summary={
        <p>
          {app} is a coach and a tracker, not a doctor. Check with your clinician before changing
          your diet or fasting, especially if you are pregnant, take diabetes medication, or have
          kidney or liver disease or a history of eating disorders.
        </p>
      }
      sections={sections}
    />
  );
}
