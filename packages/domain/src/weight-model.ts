/**
 * Adult body-weight dynamics: a port of the NIH/NIDDK model behind the Body Weight
 * Planner (Hall et al., Lancet 2011;378:826-37; Chow & Hall 2008; Hall 2010).
 *
 * The equations, parameters and integration scheme follow the MIT-licensed R package
 * INSP-RH/bw (`src/adult_weight.cpp`), which is the most complete open implementation:
 *
 *   state      F fat (kg), L lean tissue (kg), G glycogen (kg), ECF extracellular fluid (kg),
 *              AT adaptive thermogenesis (kcal/d)
 *   weight     BW = F + L + 3.7·G + ECF      (each g of glycogen is stored with ~2.7 g water)
 *   balance    EI − EE = ρL·dL/dt + ρF·dF/dt + ρG·dG/dt
 *   expenditure EE = K + γF·F + γL·L + δ·BW + TEF + AT + ηL·dL/dt + ηF·dF/dt
 *   partition  Forbes: F = F0·exp(ρL(L − L0)/(ρF·C)), C = 10.4·ρL/ρF
 *   glycogen   ρG·dG/dt = CI − kG·G²,  CI = carb fraction × EI
 *   ECF        Na·dECF/dt = ΔNa − ξNa(ECF − ECF0) − ξCI(1 − CI/CIb)
 *   AT         dAT/dt = (βAT·ΔEI − AT)/τAT
 *
 * ρG VARIANT. The bw C++ code (commit d5f9378) adds `dG/dt` (kg/d) to an energy
 * balance in kcal/d, without the ρG factor of Hall's web appendix (eqs 3 and 9). We
 * use the paper's ρG·dG/dt ('paper', the default), for three reasons:
 *   - it is dimensionally correct and conserves energy. On a switch from 50 % to 5 %
 *     carbohydrate about 0.33 kg of glycogen (≈1,400 kcal) is burned in the first
 *     days. Without ρG that energy vanishes from the balance, and fat and lean tissue
 *     are charged for energy the glycogen supplied;
 *   - the upstream fix (INSP-RH/bw docs/glycogen-flux-units-fix.md) makes the same
 *     change, and our output matches the parity reference stored with bw
 *     (tests/parity/reference_values/adult_male_deficit.json, commit 4e8b1f3: a 90 kg
 *     man at −500 kcal/d) to 1e-9 kg, where the old code is 0.02 kg off (see tests);
 *   - the difference is small: with the keto switch the paper variant loses about
 *     0.2 kg less in the first month and 0.05 kg less at two years.
 * `glycogenFlux: 'bw-code'` reproduces the old code, and with it the reference
 * run in weight-model.test.ts (made with that variant) to its 2-decimal rounding.
 *
 * INTEGRATION. As in bw: RK4 with dt = 1 day. AT, ECF and G depend only on time and
 * on themselves, so each gets its own RK4 step. L then gets an RK4 step that uses the
 * mean of the old and new values of those states at the half-steps. F is not
 * integrated: it follows from L through the Forbes relation. Sodium intake is held at
 * baseline (ΔNa = 0), because the app does not track salt.
 */
import type { Sex } from '@ketoflow/contracts';

/** Model parameters in kcal units, converted from Hall's SI values with 1 kJ = 0.239006 kcal. */
export const WEIGHT_MODEL_PARAMETERS = {
  /** Energy density of fat, 39.5 MJ/kg. */
  rhoF: 9440.727,
  /** Energy density of lean tissue, 7.6 MJ/kg. */
  rhoL: 1816.444,
  /** Energy density of glycogen, 17.6 MJ/kg. */
  rhoG: 4206.501,
  /** Maintenance cost of fat, 13 kJ/kg/d. */
  gammaF: 3.107075,
  /** Maintenance cost of lean tissue, 92 kJ/kg/d. */
  gammaL: 21.98853,
  /** Cost of depositing fat, 750 kJ/kg. */
  etaF: 179.2543,
  /** Cost of depositing lean tissue, 960 kJ/kg. */
  etaL: 229.4455,
  /** Thermic effect of food, as a fraction of the intake change. */
  betaTEF: 0.1,
  /** Adaptive thermogenesis, as a fraction of the intake change. */
  betaAT: 0.14,
  /** Time constant of adaptive thermogenesis, days. */
  tauAT: 14,
  /** Extracellular sodium concentration, mg/L. */
  sodiumConcentration: 3220,
  /** Sodium excretion per litre of ECF away from baseline, mg/L/d. */
  xiNa: 3000,
  /** Sodium retention driven by carbohydrate intake, mg/d. */
  xiCI: 4000,
  /** Baseline glycogen, kg. */
  glycogenBaselineKg: 0.5,
  /** Mass of glycogen plus the water stored with it, per kg of glycogen. */
  glycogenWaterFactor: 3.7,
} as const;

const P = WEIGHT_MODEL_PARAMETERS;
/** Forbes constant, with the 10.4 kg of Forbes's curve expressed in energy units. */
const FORBES_C = (10.4 * P.rhoL) / P.rhoF;

export type GlycogenFluxVariant = 'paper' | 'bw-code';

export interface BodyWeightModelInput {
  sex: Sex;
  /** Age in years at the start. */
  age: number;
  heightM: number;
  weightKg: number;
  /** Physical activity level: baseline expenditure / resting rate. The bw default is 1.5. */
  pal: number;
  /** Change of energy intake from the baseline (kcal/d), applied from day 0 onwards. */
  intakeChangeKcal: number;
  /** Share of energy from carbohydrate before the change (0–1). The bw default is 0.5. */
  carbFractionBaseline: number;
  /** Share of energy from carbohydrate after the change (0–1). */
  carbFractionNew: number;
  /** Days to simulate. The result has days + 1 entries. */
  days: number;
  /** See the module comment. Defaults to 'paper'. */
  glycogenFlux?: GlycogenFluxVariant;
}

export interface BodyCompositionState {
  day: number;
  weightKg: number;
  fatKg: number;
  leanKg: number;
  glycogenKg: number;
  extracellularFluidKg: number;
  adaptiveThermogenesisKcal: number;
}

export interface BodyWeightBaseline {
  /** Resting metabolic rate from Mifflin-St Jeor (9.99/6.25/4.92 form), kcal/d. */
  rmrKcal: number;
  /** Baseline energy intake = expenditure = PAL × RMR, kcal/d. */
  energyIntakeKcal: number;
  fatKg: number;
  leanKg: number;
  glycogenKg: number;
  extracellularFluidKg: number;
}

/**
 * The energy-balanced starting state. Fat mass comes from Jackson et al.'s body-fat
 * equations and ECF from Silva's, as in bw. Lean tissue is what is left.
 */
export function bodyWeightBaseline(
  input: Pick<BodyWeightModelInput, 'sex' | 'age' | 'heightM' | 'weightKg' | 'pal'>,
): BodyWeightBaseline {
  const { sex, age, heightM: h, weightKg: bw, pal } = input;
  const female = sex === 'female';
  // The model is defined with height in metres, so 625·H is Mifflin's 6.25·H(cm).
  const rmrKcal = 9.99 * bw + 625 * h - 4.92 * age + (female ? -161 : 5);
  const bmi = bw / (h * h);
  const fatKg = female
    ? (bw * (0.14 * age + 39.96 * Math.log(bmi) - 102.01)) / 100
    : (bw * (0.14 * age + 37.31 * Math.log(bmi) - 103.94)) / 100;
  const extracellularFluidKg = female
    ? -4.0 + 5.98 * h + 0.167 * bw
    : 0.025 * age + 9.57 * h + 0.191 * bw - 12.4;
  const glycogenKg = P.glycogenBaselineKg;
  const leanKg = bw - (extracellularFluidKg + fatKg + P.glycogenWaterFactor * glycogenKg);
  return {
    rmrKcal,
    energyIntakeKcal: pal * rmrKcal,
    fatKg,
    leanKg,
    glycogenKg,
    extracellularFluidKg,
  };
}

/** One classical RK4 step for a scalar ODE y' = f(y) with an autonomous right-hand side. */
function rk4Scalar(y: number, dt: number, f: (y: number) => number): number {
  const k1 = f(y);
  const k2 = f(y + 0.5 * dt * k1);
  const k3 = f(y + 0.5 * dt * k2);
  const k4 = f(y + dt * k3);
  return y + (dt * (k1 + 2 * k2 + 2 * k3 + k4)) / 6;
}

/**
 * Simulates body composition day by day. Index 0 is the starting state; index d is the
 * state after d days on the new intake.
 */
export function simulateBodyComposition(input: BodyWeightModelInput): BodyCompositionState[] {
  const {
    pal,
    intakeChangeKcal: dEI,
    carbFractionBaseline,
    carbFractionNew,
    glycogenFlux = 'paper',
  } = input;
  const days = Math.max(0, Math.floor(input.days));
  if (!(input.weightKg > 0 && input.heightM > 0 && pal > 0)) {
    throw new RangeError('weightKg, heightM and pal must be positive');
  }
  if (!(carbFractionBaseline > 0 && carbFractionBaseline <= 1)) {
    // CIb = 0 would make kG zero and CI/CIb undefined: the glycogen and ECF equations need carbs.
    throw new RangeError('carbFractionBaseline must be in (0, 1]');
  }
  if (!(carbFractionNew >= 0 && carbFractionNew <= 1)) {
    throw new RangeError('carbFractionNew must be in [0, 1]');
  }

  const base = bodyWeightBaseline(input);
  const bw0 = input.weightKg;
  const ei0 = base.energyIntakeKcal;
  const intake = ei0 + dEI;
  const tef = P.betaTEF * dEI;
  // The physical-activity cost per kg is fixed at baseline: moving a lighter body costs less.
  const delta = (((1 - P.betaTEF) * pal - 1) * base.rmrKcal) / bw0;
  // K closes the baseline energy balance: EE(0) = PAL·RMR.
  const K = base.rmrKcal * pal - P.gammaL * base.leanKg - P.gammaF * base.fatKg - delta * bw0;
  const carbIntakeBaseline = carbFractionBaseline * ei0;
  const carbIntake = carbFractionNew * intake;
  const kG = carbIntakeBaseline / base.glycogenKg ** 2;
  const alpha1 = -(1 + P.etaL / P.rhoL) * FORBES_C;
  const alpha2 = -(1 + P.etaF / P.rhoF);
  const glycogenFluxFactor = glycogenFlux === 'paper' ? P.rhoG : 1;

  const fatFromLean = (lean: number): number =>
    base.fatKg * Math.exp((P.rhoL * (lean - base.leanKg)) / (P.rhoF * FORBES_C));
  const dAT = (at: number): number => (P.betaAT * dEI - at) / P.tauAT;
  const dECF = (ecf: number): number =>
    (-P.xiNa * (ecf - base.extracellularFluidKg) - P.xiCI * (1 - carbIntake / carbIntakeBaseline)) /
    P.sodiumConcentration;
  const dG = (g: number): number => (carbIntake - kG * g * g) / P.rhoG;
  // Lean-tissue rate: the energy balance with EE substituted and dF/dt written via Forbes.
  const dL = (lean: number, g: number, at: number, ecf: number): number => {
    const fat = fatFromLean(lean);
    const weight = lean + fat + ecf + P.glycogenWaterFactor * g;
    const r3 = K + delta * weight + tef + at - intake + glycogenFluxFactor * dG(g);
    return (
      (((r3 + P.gammaL * lean + P.gammaF * fat) / (alpha1 + alpha2 * fat)) * FORBES_C) / P.rhoL
    );
  };

  const dt = 1;
  let at = 0; // bw: "the model starts in a state of energy balance, AT(0) = 0" (Hall, pers. comm.)
  let ecf = base.extracellularFluidKg;
  let g = base.glycogenKg;
  let lean = base.leanKg;
  const states: BodyCompositionState[] = [
    {
      day: 0,
      weightKg: bw0,
      fatKg: base.fatKg,
      leanKg: lean,
      glycogenKg: g,
      extracellularFluidKg: ecf,
      adaptiveThermogenesisKcal: at,
    },
  ];
  for (let day = 1; day <= days; day++) {
    const atNext = rk4Scalar(at, dt, dAT);
    const ecfNext = rk4Scalar(ecf, dt, dECF);
    const gNext = rk4Scalar(g, dt, dG);
    const gMid = 0.5 * (g + gNext);
    const atMid = 0.5 * (at + atNext);
    const ecfMid = 0.5 * (ecf + ecfNext);
    const k1 = dL(lean, g, at, ecf);
    const k2 = dL(lean + 0.5 * dt * k1, gMid, atMid, ecfMid);
    const k3 = dL(lean + 0.5 * dt * k2, gMid, atMid, ecfMid);
    const k4 = dL(lean + dt * k3, gNext, atNext, ecfNext);
    lean += (dt * (k1 + 2 * k2 + 2 * k3 + k4)) / 6;
    at = atNext;
    ecf = ecfNext;
    g = gNext;
    const fat = fatFromLean(lean);
    states.push({
      day,
      weightKg: fat + lean + ecf + P.glycogenWaterFactor * g,
      fatKg: fat,
      leanKg: lean,
      glycogenKg: g,
      extracellularFluidKg: ecf,
      adaptiveThermogenesisKcal: at,
    });
  }
  return states;
}

/** Body weight (kg) per day; index 0 is the starting weight. */
export function simulateBodyWeight(input: BodyWeightModelInput): number[] {
  return simulateBodyComposition(input).map((s) => s.weightKg);
}
