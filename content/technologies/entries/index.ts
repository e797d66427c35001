import react from "./react";
import nextJs from "./next-js";
import vueJs from "./vue-js";
import nuxtJs from "./nuxt-js";
import angular from "./angular";
import nodeJs from "./node-js";
import expressJs from "./express-js";
import python from "./python";
import django from "./django";
import rubyOnRails from "./ruby-on-rails";
import reactNative from "./react-native";
import flutter from "./flutter";
import kotlinMultiplatform from "./kotlin-multiplatform";

/** Front end, back end, then mobile and cross-platform: the order of the technologies index. */
export const entries = [
  react,
  nextJs,
  vueJs,
  nuxtJs,
  angular,
  nodeJs,
  expressJs,
  python,
  django,
  rubyOnRails,
  reactNative,
  flutter,
  kotlinMultiplatform,
];
