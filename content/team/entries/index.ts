import mihaiToma from "./mihai-toma";
import andreiMuresan from "./andrei-muresan";
import ralucaSuciu from "./raluca-suciu";
import ioanaPop from "./ioana-pop";
import vladArdelean from "./vlad-ardelean";
import cristianLazar from "./cristian-lazar";
import anaMariaBota from "./ana-maria-bota";
import larisaMoldovan from "./larisa-moldovan";
import tudorVarga from "./tudor-varga";
import biancaRus from "./bianca-rus";
import alexandraCrisan from "./alexandra-crisan";
import sorinPavel from "./sorin-pavel";
import georgeNemes from "./george-nemes";
import elenaDragomir from "./elena-dragomir";
import danOltean from "./dan-oltean";

export const entries = [
  mihaiToma,
  andreiMuresan,
  ralucaSuciu,
  ioanaPop,
  vladArdelean,
  cristianLazar,
  anaMariaBota,
  larisaMoldovan,
  tudorVarga,
  biancaRus,
  alexandraCrisan,
  sorinPavel,
  georgeNemes,
  elenaDragomir,
  danOltean,
];
