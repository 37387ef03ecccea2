#include "tile_data.hpp"

namespace tavern::games::midevil {

const std::vector<tile_def> &tile_table() {
  // clang-format off
  static const std::vector<tile_def> tiles = {
      {"altar", "Altar", {"GRG", "RAR", "GRG"}, "NESW", 0, 0, true},
      {"graveyard", "Graveyard", {"GRG", "GCG", "GRG"}, "NS", 4, 0, true},
      {"blacksmith", "Blacksmith", {"BFB", "BDB", "GRG"}, "S", 2, 1, true},
      {"bridge", "Bridge", {"W=W", "W=W", "W=W"}, "NS", -1, 0, false},
      {"bridge", "Bridge", {"W=W", "W=W", "W=W"}, "NS", -1, 0, false},
      {"tavern", "Tavern", {"BBB", "BDB", "GRG"}, "S", 3, 2, true},
      {"chapel", "Chapel", {"GRG", "BDB", "BBB"}, "N", 2, 2, true},
      {"inn", "Inn", {"BDB", "RRR", "GGG"}, "EW", 3, 1, true},
      {"stables", "Stables", {"GRG", "RRR", "BDB"}, "NEW", 2, 1, true},
      {"mill", "Mill", {"BBG", "DRR", "GRG"}, "ES", 2, 1, true},
      {"watchtower", "Watchtower", {"GRG", "GRD", "GRB"}, "NS", 2, 1, true},
      {"guardhouse", "Guardhouse", {"BBB", "DRR", "BBB"}, "E", 3, 1, true},
      {"apothecary", "Apothecary", {"GRG", "GRR", "BDG"}, "NE", 1, 2, true},
      {"castleGate", "Castle Gate", {"BBB", "BDB", "BRB"}, "S", 4, 1, true},
      {"straight", "Road", {"GRG", "GRG", "GRG"}, "NS", -1, 0, false},
      {"straight", "Road", {"GRG", "GRG", "GRG"}, "NS", -1, 0, false},
      {"straight", "Road", {"VRG", "GRV", "VRG"}, "NS", -1, 0, false},
      {"straight", "Road", {"VRV", "VRV", "GRG"}, "NS", -1, 0, false},
      {"straight", "Road", {"GRV", "GRG", "VRV"}, "NS", -1, 0, false},
      {"corner", "Bend", {"GRG", "GRR", "GGG"}, "NE", -1, 0, false},
      {"corner", "Bend", {"GRG", "GRR", "GGV"}, "NE", -1, 0, false},
      {"corner", "Bend", {"VRG", "VRR", "VVV"}, "NE", -1, 0, false},
      {"corner", "Bend", {"GRV", "GRR", "VGG"}, "NE", -1, 0, false},
      {"junction", "Junction", {"GRG", "RRR", "GGG"}, "NEW", -1, 0, false},
      {"junction", "Junction", {"VRV", "RRR", "GVG"}, "NEW", -1, 0, false},
      {"junction", "Junction", {"GRG", "RRR", "VVV"}, "NEW", -1, 0, false},
      {"junction", "Junction", {"GRV", "RRR", "GGG"}, "NEW", -1, 0, false},
      {"crossroads", "Crossroads", {"GRG", "RRR", "GRG"}, "NESW", -1, 0, false},
      {"crossroads", "Crossroads", {"VRV", "RRR", "VRV"}, "NESW", -1, 0, false},
      {"crossroads", "Crossroads", {"GRV", "RRR", "VRG"}, "NESW", -1, 0, false},
  };
  // clang-format on
  return tiles;
}

int altar_tile() {
  return 0;
}
int graveyard_tile() {
  return 1;
}

} // namespace tavern::games::midevil
