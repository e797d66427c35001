import styles from './index.module.scss';

/** "What happens next" as an ordered list of short steps. */
export default function NextSteps({ title, steps }: { title: string; steps: readonly string[] }) {
  return (
    <section className={styles.steps} aria-labelledby="next-steps-title">
      <h2 id="next-steps-title">{title}</h2>
      <ol>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
