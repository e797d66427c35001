import andreiMuresan from "./andrei-muresan";
import ioanaPop from "./ioana-pop";
import biancaRus from "./bianca-rus";
import sorinPavel from "./sorin-pavel";
import elenaDragomir from "./elena-dragomir";

export const entries = [andreiMuresan, ioanaPop, biancaRus, sorinPavel, elenaDragomir];
